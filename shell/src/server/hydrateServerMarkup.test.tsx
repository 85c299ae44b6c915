import { useEffect, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { EARLY_CLICKS_SOURCE } from './earlyClicks';
import { hydrateServerMarkup } from './hydrateServerMarkup';

// Real hydration, not act(): act renders everything at once, which is the very thing under test.
const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
beforeAll(() => ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false));
afterAll(() => ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment));

const CARDS = 40;
/** Each card's render takes this long: the page's hydration is CARDS times it, far over a task's 50 ms. */
const CARD_MS = 3;

/** A card whose render costs CPU time, as a listing's card does on a phone. */
function Card({ index, rendered }: { index: number; rendered: number[] }) {
  const until = performance.now() + CARD_MS;
  while (performance.now() < until) {
    // a phone's CPU time
  }
  rendered.push(performance.now());
  return <p>Pieza {index}</p>;
}

function Page({
  rendered,
  onAdd,
  onBuy,
  onLive,
}: {
  rendered: number[];
  onAdd: () => void;
  onBuy: () => void;
  onLive: () => void;
}) {
  useEffect(onLive, [onLive]);
  return (
    <main>
      <button type="button" onClick={onAdd}>
        Añadir
      </button>
      {Array.from({ length: CARDS }, (_, index) => (
        <Card key={index} index={index} rendered={rendered} />
      ))}
      <button type="button" onClick={onBuy}>
        Comprar
      </button>
    </main>
  );
}

let root: Root | undefined;
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The server's markup in #root, with the head's early-click script, and a way to hydrate it. */
function servedPage(hydrate: (container: Element, app: ReactElement) => Root) {
  const rendered: number[] = [];
  const onAdd = jest.fn();
  const onBuy = jest.fn();
  let live: () => void = () => {};
  const hydrated = new Promise<void>((resolve) => (live = resolve));
  const props = { rendered, onAdd, onBuy, onLive: () => live() };
  document.body.innerHTML = `<div id="root">${renderToString(<Page {...props} rendered={[]} />)}</div>`;
  const container = document.getElementById('root')!;
  new Function(`${EARLY_CLICKS_SOURCE}(15000);`)();
  // the browser's other work: a task queued again each time it runs, recording when it got its turn
  const turns: number[] = [];
  let running = true;
  const turn = () => {
    turns.push(performance.now());
    if (running) setTimeout(turn, 0);
  };
  setTimeout(turn, 0);
  return {
    rendered,
    onAdd,
    onBuy,
    hydrated: hydrated.then(() => void (running = false)),
    start: () => void (root = hydrate(container, <Page {...props} />)),
    /** the browser's turns while the cards were hydrating */
    turnsDuringHydration: () => turns.filter((at) => at > rendered[0]! && at < rendered[rendered.length - 1]!),
    button: (name: string) => [...container.querySelectorAll('button')].find((b) => b.textContent === name)!,
  };
}

let consoleError: jest.SpyInstance;
beforeEach(() => (consoleError = jest.spyOn(console, 'error')));
afterEach(async () => {
  root?.unmount();
  root = undefined;
  consoleError.mockRestore();
  await nextTask();
});

describe('hydrating the server markup', () => {
  it('at the default priority, React hydrates the whole page in one task: the browser gets no turn', async () => {
    const page = servedPage((container, app) => hydrateRoot(container, app));
    page.start();
    await page.hydrated;
    expect(page.rendered.length).toBeGreaterThanOrEqual(CARDS);
    expect(page.turnsDuringHydration()).toEqual([]);
  });

  it('as a transition it hydrates in slices, the browser takes its turns between them, and no warning', async () => {
    const page = servedPage(hydrateServerMarkup);
    page.start();
    await page.hydrated;
    expect(page.rendered.length).toBe(CARDS);
    expect(page.turnsDuringHydration().length).toBeGreaterThan(2);
    expect(consoleError).not.toHaveBeenCalled();
    page.button('Comprar').click();
    expect(page.onBuy).toHaveBeenCalledTimes(1);
  });

  it('a click while it hydrates: on live markup it is handled at once, on markup not reached yet once it is live', async () => {
    const page = servedPage(hydrateServerMarkup);
    page.start();
    // part of the page is hydrated, not all of it
    while (page.rendered.length === 0) await nextTask();
    expect(page.rendered.length).toBeLessThan(CARDS);

    // 'Comprar' comes after the cards: React has not reached it, so the head's script holds the click
    page.button('Comprar').click();
    expect(page.onBuy).not.toHaveBeenCalled();
    // 'Añadir' was hydrated in the first slice: React hydrates the rest in this click's task and handles it
    page.button('Añadir').click();
    expect(page.onAdd).toHaveBeenCalledTimes(1);
    await page.hydrated;
    // the held click is made again on the now-live button, once
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(page.onBuy).toHaveBeenCalledTimes(1);
    expect(page.onAdd).toHaveBeenCalledTimes(1);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
