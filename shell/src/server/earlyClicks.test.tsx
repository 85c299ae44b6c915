import { act, lazy, Suspense, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { EARLY_CLICKS_SOURCE } from './earlyClicks';

// The page as the server sends it: the shell's own button, live once the shell hydrates, and the route remote's
// page behind a lazy boundary whose code arrives later (the remote's chunks).
function App({ Page, onShell }: { Page: ComponentType; onShell: () => void }) {
  return (
    <>
      <button type="button" onClick={onShell}>
        Menú de cuenta
      </button>
      <Suspense fallback={<p>Cargando…</p>}>
        <Page />
      </Suspense>
    </>
  );
}

function RemotePage({ onAdd }: { onAdd: () => void }) {
  return (
    <article>
      <button type="button" onClick={onAdd}>
        <span>Añadir</span>
      </button>
      <a href="#resenas">Reseñas</a>
    </article>
  );
}

let root: Root | undefined;
let container: HTMLElement;

/** The server's markup in #root, the head's script run (or not), the page hydrated with its code still on its way. */
function servedPage({ withScript }: { withScript: boolean }) {
  const onAdd = jest.fn();
  const onShell = jest.fn();
  const html = renderToString(<App Page={() => <RemotePage onAdd={onAdd} />} onShell={onShell} />);
  document.body.innerHTML = `<div id="root">${html}</div>`;
  container = document.getElementById('root')!;
  if (withScript) new Function(`${EARLY_CLICKS_SOURCE}(15000);`)();
  let arrive: () => void = () => {};
  const code = new Promise<{ default: ComponentType }>(
    (resolve) => (arrive = () => resolve({ default: () => <RemotePage onAdd={onAdd} /> })),
  );
  const Page = lazy(() => code);
  return {
    onAdd,
    onShell,
    hydrate: () => act(() => void (root = hydrateRoot(container, <App Page={Page} onShell={onShell} />))),
    arrive: () => act(async () => arrive()),
    button: (name: string) => [...container.querySelectorAll('button')].find((b) => b.textContent === name)!,
  };
}

beforeAll(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  jest.useRealTimers();
});

describe('early clicks on a page rendered on the server', () => {
  it('without the script, React drops a click on a boundary whose code has not arrived', async () => {
    const page = servedPage({ withScript: false });
    await page.hydrate();
    page.button('Añadir').querySelector('span')!.click();
    await page.arrive();
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(page.onAdd).not.toHaveBeenCalled();
  });

  it('a click on the remote page before its code arrives is made once it is live, once', async () => {
    const page = servedPage({ withScript: true });
    await page.hydrate();
    page.button('Añadir').querySelector('span')!.click();
    await act(() => new Promise((resolve) => setTimeout(resolve, 120)));
    expect(page.onAdd).not.toHaveBeenCalled();
    await page.arrive();
    await act(() => new Promise((resolve) => setTimeout(resolve, 120)));
    expect(page.onAdd).toHaveBeenCalledTimes(1);
  });

  it('a click before anything is hydrated waits for it too; a live button answers at once', async () => {
    const page = servedPage({ withScript: true });
    page.button('Menú de cuenta').click();
    expect(page.onShell).not.toHaveBeenCalled();
    await page.hydrate();
    await act(() => new Promise((resolve) => setTimeout(resolve, 120)));
    expect(page.onShell).toHaveBeenCalledTimes(1);
    page.button('Menú de cuenta').click();
    expect(page.onShell).toHaveBeenCalledTimes(2);
  });

  it('a link is left to the browser, and a held click whose element never becomes live is dropped', async () => {
    jest.useFakeTimers();
    const page = servedPage({ withScript: true });
    const link = container.querySelector('a')!;
    const followed = jest.fn((event: Event) => event.defaultPrevented);
    link.addEventListener('click', followed);
    link.click();
    expect(followed).toHaveReturnedWith(false);

    page.button('Añadir').click();
    act(() => void jest.advanceTimersByTime(16_000));
    await page.hydrate();
    await page.arrive();
    act(() => void jest.advanceTimersByTime(200));
    expect(page.onAdd).not.toHaveBeenCalled();
  });
});
