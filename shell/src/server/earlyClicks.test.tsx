import { act, lazy, Suspense, use, useState, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { EARLY_CLICKS_SOURCE } from './earlyClicks';
import { noting } from '../../../shared/test/notingListeners';

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
// the listeners each run of the head's script adds, taken off after each test
let installed: (() => void)[] = [];

/** Runs the head's script as the page does, noting its listeners. */
function runScript() {
  noting(installed, () => new Function(`${EARLY_CLICKS_SOURCE}(15000);`)());
}

/** The server's markup in #root, the head's script run (or not), the page hydrated with its code still on its way. */
function servedPage({ withScript }: { withScript: boolean }) {
  const onAdd = jest.fn();
  const onShell = jest.fn();
  const html = renderToString(<App Page={() => <RemotePage onAdd={onAdd} />} onShell={onShell} />);
  document.body.innerHTML = `<div id="root">${html}</div>`;
  container = document.getElementById('root')!;
  if (withScript) runScript();
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
  for (const remove of installed) remove();
  installed = [];
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

// A search form of the remote's page, as the listing's: a controlled field, a choice and a button that sends them.
function SearchForm({
  onSearch,
  onCategory,
  onFocus,
}: {
  onSearch: (words: string) => void;
  onCategory: (category: string) => void;
  onFocus: () => void;
}) {
  const [text, setText] = useState('');
  const [category, setCategory] = useState('all');
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text);
      }}
    >
      <input
        type="search"
        aria-label="Buscar"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onFocus={onFocus}
      />
      <select
        aria-label="Categoría"
        value={category}
        onChange={(event) => {
          setCategory(event.target.value);
          onCategory(event.target.value);
        }}
      >
        <option value="all">Todas</option>
        <option value="cards">Cartas</option>
      </select>
      <button type="submit">Buscar</button>
    </form>
  );
}

/** The search form as the server sends it, behind the remote's lazy boundary, with or without the head's script. */
function servedForm({ withScript }: { withScript: boolean }) {
  const onSearch = jest.fn();
  const onCategory = jest.fn();
  const onFocus = jest.fn();
  const form = () => <SearchForm onSearch={onSearch} onCategory={onCategory} onFocus={onFocus} />;
  const html = renderToString(<App Page={form} onShell={() => {}} />);
  document.body.innerHTML = `<div id="root">${html}</div>`;
  container = document.getElementById('root')!;
  if (withScript) runScript();
  let arrive: () => void = () => {};
  const code = new Promise<{ default: ComponentType }>((resolve) => (arrive = () => resolve({ default: form })));
  const Page = lazy(() => code);
  const field = () => container.querySelector('input')!;
  return {
    onSearch,
    onCategory,
    onFocus,
    field,
    select: () => container.querySelector('select')!,
    /** what a person's typing does to a field: its value (not through React's value tracker), an `input` event */
    type: (text: string) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field(), text);
      field().dispatchEvent(new Event('input', { bubbles: true }));
    },
    /** Enter in the field: the browser clicks the form's button */
    enter: () => container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click(),
    hydrate: () => act(() => void (root = hydrateRoot(container, <App Page={Page} onShell={() => {}} />))),
    arrive: () => act(async () => arrive()),
    settle: () => act(() => new Promise((resolve) => setTimeout(resolve, 100))),
  };
}

describe('fields of a page rendered on the server, used before it is live', () => {
  it('without the script, the words typed and sent with Enter before the code arrives are lost', async () => {
    const page = servedForm({ withScript: false });
    await page.hydrate();
    page.type('balón firmado');
    page.enter();
    await page.arrive();
    await page.settle();
    page.enter();
    // React kept the DOM's text, but its state did not see it: the search goes without its words
    expect(page.onSearch).toHaveBeenCalledWith('');
  });

  it('keeps the words typed, and sends them once live when Enter was pressed before', async () => {
    const page = servedForm({ withScript: true });
    page.field().focus();
    page.type('balón');
    await page.hydrate();
    page.type('balón firmado');
    page.field().setSelectionRange(2, 2);
    page.enter();
    await page.settle();
    expect(page.onSearch).not.toHaveBeenCalled();
    await page.arrive();
    await page.settle();
    expect(page.onSearch).toHaveBeenCalledTimes(1);
    expect(page.onSearch).toHaveBeenCalledWith('balón firmado');
    // still in the field, focused, with the caret where it was
    expect(page.field().value).toBe('balón firmado');
    expect(document.activeElement).toBe(page.field());
    expect(page.field().selectionStart).toBe(2);
    // and React's state holds it: typing on goes on from it
    act(() => page.type('balón firmado Messi'));
    page.enter();
    expect(page.onSearch).toHaveBeenLastCalledWith('balón firmado Messi');
  });

  it('Enter on a button already live waits for the words typed before it was to be handed over', async () => {
    const page = servedForm({ withScript: true });
    page.type('jersey retro');
    await page.hydrate();
    await page.arrive();
    // live now, but the head's script has not handed the field over yet
    expect(Object.keys(page.field()).some((key) => key.startsWith('__reactProps$'))).toBe(true);
    page.enter();
    await page.settle();
    expect(page.onSearch).toHaveBeenCalledTimes(1);
    expect(page.onSearch).toHaveBeenCalledWith('jersey retro');
  });

  it('tells React of a focus and a choice made before it was live', async () => {
    const page = servedForm({ withScript: true });
    page.field().focus();
    page.select().value = 'cards';
    page.select().dispatchEvent(new Event('change', { bubbles: true }));
    await page.hydrate();
    await page.arrive();
    await page.settle();
    expect(page.onFocus).toHaveBeenCalledTimes(1);
    expect(page.onCategory).toHaveBeenCalledWith('cards');
    expect(page.select().value).toBe('cards');
  });

  it('holds a form sent with no click, and sends it once live', async () => {
    const page = servedForm({ withScript: true });
    page.type('jersey');
    const sent = container
      .querySelector('form')!
      .dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    // not sent by the browser
    expect(sent).toBe(false);
    await page.hydrate();
    await page.arrive();
    await page.settle();
    expect(page.onSearch).toHaveBeenCalledWith('jersey');
  });
});

describe('a part React has begun to hydrate but not yet made live', () => {
  // The remote's page arrives, React hydrates the search form (its elements get React's props) and then meets a part
  // that is still waiting for its data: nothing of the boundary is live until that part is. React does not replay a
  // form sent in between ('submit' is not among the events it replays): the browser would send it by itself.
  function servedHalfLive({ withScript }: { withScript: boolean }) {
    const onSearch = jest.fn();
    const noop = () => {};
    const Aside = ({ wait }: { wait?: Promise<void> }) => {
      if (wait) use(wait);
      return <aside>Vendedores destacados</aside>;
    };
    const page = (wait?: Promise<void>) => () => (
      <>
        <SearchForm onSearch={onSearch} onCategory={noop} onFocus={noop} />
        <Aside wait={wait} />
      </>
    );
    document.body.innerHTML = `<div id="root">${renderToString(<App Page={page()} onShell={noop} />)}</div>`;
    container = document.getElementById('root')!;
    if (withScript) runScript();
    let asideArrives: () => void = noop;
    const wait = new Promise<void>((resolve) => (asideArrives = resolve));
    const Page = page(wait);
    return {
      onSearch,
      form: () => container.querySelector('form')!,
      hydrate: () => act(() => void (root = hydrateRoot(container, <App Page={Page} onShell={noop} />))),
      asideArrives: () => act(async () => asideArrives()),
      settle: () => act(() => new Promise((resolve) => setTimeout(resolve, 100))),
    };
  }
  const submit = (form: HTMLFormElement) =>
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  const hasReactProps = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

  it('without the script, the browser sends the form', async () => {
    const page = servedHalfLive({ withScript: false });
    await page.hydrate();
    await page.settle();
    expect(hasReactProps(page.form())).toBe(true);
    expect(submit(page.form())).toBe(true);
    expect(page.onSearch).not.toHaveBeenCalled();
  });

  it('holds the form until the whole part is live, then sends it once', async () => {
    const page = servedHalfLive({ withScript: true });
    await page.hydrate();
    await page.settle();
    expect(hasReactProps(page.form())).toBe(true);
    expect(submit(page.form())).toBe(false);
    await page.settle();
    expect(page.onSearch).not.toHaveBeenCalled();
    await page.asideArrives();
    await page.settle();
    expect(page.onSearch).toHaveBeenCalledTimes(1);
  });
});
