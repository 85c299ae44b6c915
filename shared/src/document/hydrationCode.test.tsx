import { act, Suspense, useState, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { holdHydrationFor, hydrationCodeReady, preloadableLazy } from './hydrationCode';

function Panel({ label }: { label: string }) {
  return <p>{label}</p>;
}

describe('preloadableLazy', () => {
  it('renders the same markup before and after its code is here, and without suspending once preloaded', async () => {
    let arrive: (component: ComponentType<{ label: string }>) => void = () => {};
    const Lazy = preloadableLazy(() => new Promise<ComponentType<{ label: string }>>((resolve) => (arrive = resolve)));
    const page = <Suspense fallback={<span>cargando</span>}>{<Lazy label="Historial de precio" />}</Suspense>;
    expect(renderToString(page)).toContain('cargando');

    const preloaded = Lazy.preload();
    arrive(Panel);
    await preloaded;
    // once here, the first render is the component's own: no fallback frame
    const container = document.createElement('div');
    const root = createRoot(container);
    act(() => root.render(page));
    expect(container.innerHTML).toBe('<p>Historial de precio</p>');
    expect(renderToString(page)).toContain('<p>Historial de precio</p>');
    act(() => root.unmount());
  });

  it('a failed download is tried again by the next preload', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('red')).mockResolvedValueOnce(Panel);
    const Lazy = preloadableLazy<{ label: string }>(load);
    await expect(Lazy.preload()).rejects.toThrow('red');
    await expect(Lazy.preload()).resolves.toBe(Panel);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('a server-rendered boundary whose parent renders again right after hydration', () => {
  let rerender: () => void = () => {};
  function Page({ Lazy }: { Lazy: ComponentType<{ label: string }> }) {
    const [, setTick] = useState(0);
    rerender = () => setTick((tick) => tick + 1);
    return (
      <Suspense fallback={<span>cargando</span>}>
        <Lazy label="Historial de precio" />
      </Suspense>
    );
  }

  async function hydrateThenRerender(preloadFirst: boolean) {
    let arrive: () => void = () => {};
    const code = new Promise<ComponentType<{ label: string }>>((resolve) => (arrive = () => resolve(Panel)));
    const Lazy = preloadableLazy(() => code);
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Suspense fallback={null}>
        <Panel label="Historial de precio" />
      </Suspense>,
    );
    const served = container.querySelector('p');
    if (preloadFirst) {
      arrive();
      await Lazy.preload();
    }
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const root = await act(async () => hydrateRoot(container, <Page Lazy={Lazy} />, { onRecoverableError: () => {} }));
    // the session becomes known: the part above the boundary renders again before the code arrives
    act(() => rerender());
    arrive();
    await act(() => Lazy.preload());
    const kept = container.querySelector('p') === served && served?.textContent === 'Historial de precio';
    act(() => root.unmount());
    return kept;
  }

  it('keeps the server markup when its code was here before hydrating', async () => {
    expect(await hydrateThenRerender(true)).toBe(true);
  });

  it('without it, React throws the server markup away for the fallback', async () => {
    expect(await hydrateThenRerender(false)).toBe(false);
  });
});

describe('hydrationCodeReady', () => {
  it('waits for what is held, what is held meanwhile too, and not for a failure', async () => {
    const order: string[] = [];
    let releaseFirst: () => void = () => {};
    holdHydrationFor(
      new Promise<void>((resolve) => (releaseFirst = resolve)).then(() => {
        order.push('página');
        // the page's chunk holds its panel's code as it runs
        holdHydrationFor(Promise.resolve().then(() => order.push('panel')));
      }),
    );
    holdHydrationFor(Promise.reject(new Error('caído')));
    const ready = hydrationCodeReady().then(() => order.push('hidratar'));
    await Promise.resolve();
    expect(order).toEqual([]);
    releaseFirst();
    await ready;
    expect(order).toEqual(['página', 'panel', 'hidratar']);
  });
});
