import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { useScrollRestoration } from './useScrollRestoration';

let navigate: NavigateFunction;
let scrolledTo: number[];

function Probe() {
  useScrollRestoration();
  navigate = useNavigate();
  return null;
}

function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => {
  scrolledTo = [];
  window.sessionStorage.clear();
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
    cb(0);
    return 0;
  });
  window.scrollTo = ((options: ScrollToOptions) => {
    scrolledTo.push(options.top ?? 0);
  }) as typeof window.scrollTo;
  // Tall enough for any saved position: the page has rendered.
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: 10_000, configurable: true });
});

afterEach(() => jest.restoreAllMocks());

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Probe />
    </MemoryRouter>,
  );
}

describe('useScrollRestoration', () => {
  it('starts a new path at the top and returns to the saved position on Back', async () => {
    renderAt('/products');
    expect(scrolledTo).toEqual([]);
    setScrollY(2400);
    await act(async () => navigate('/products/abc'));
    expect(scrolledTo).toEqual([0]);
    setScrollY(300);
    await act(async () => navigate(-1));
    expect(scrolledTo.at(-1)).toBe(2400);
    await act(async () => navigate(1));
    expect(scrolledTo.at(-1)).toBe(300);
  });

  it('keeps the position when only the query string changes', async () => {
    renderAt('/products');
    setScrollY(900);
    await act(async () => navigate('/products?category=cards'));
    expect(scrolledTo).toEqual([]);
  });

  it('waits for the page to grow before restoring', async () => {
    const resized: (() => void)[] = [];
    jest.spyOn(globalThis, 'ResizeObserver').mockImplementation(
      (callback) =>
        ({
          observe: () => resized.push(() => callback([], {} as ResizeObserver)),
          unobserve: () => undefined,
          disconnect: () => resized.splice(0),
        }) as unknown as ResizeObserver,
    );
    renderAt('/products');
    setScrollY(5000);
    await act(async () => navigate('/products/abc'));
    // Back: the listing is a skeleton 1,500 px tall for now.
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 1500, configurable: true });
    await act(async () => navigate(-1));
    expect(scrolledTo.at(-1)).toBe(1500 - window.innerHeight);
    // The cached pages render: the saved place is reachable.
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 9000, configurable: true });
    resized.forEach((notify) => notify());
    expect(scrolledTo.at(-1)).toBe(5000);
    expect(resized).toHaveLength(0);
  });
});
