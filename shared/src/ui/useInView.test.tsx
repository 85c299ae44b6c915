import { act, render, screen } from '@testing-library/react';
import { useInView, type InViewOptions } from './useInView';

/** A stand-in for the browser's IntersectionObserver: the test says when an element crosses. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  cross(ratio: number) {
    const entries = this.observed.map(
      (target) => ({ target, isIntersecting: ratio > 0, intersectionRatio: ratio }) as IntersectionObserverEntry,
    );
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

function Probe(options: InViewOptions) {
  const { ref, inView } = useInView(options);
  return <div ref={ref}>{inView ? 'visible' : 'oculto'}</div>;
}

const original = globalThis.IntersectionObserver;
afterEach(() => {
  FakeObserver.instances = [];
  globalThis.IntersectionObserver = original;
});

function withObserver() {
  globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
}

test('sigue al elemento: visible al entrar, oculto al salir, con el margen y el umbral pedidos', () => {
  withObserver();
  render(<Probe rootMargin="200px" threshold={0.5} />);
  const [observer] = FakeObserver.instances;
  expect(observer.options).toEqual({ rootMargin: '200px', threshold: 0.5 });
  expect(observer.observed).toEqual([screen.getByText('oculto')]);
  observer.cross(0.3);
  expect(screen.getByText('oculto')).toBeInTheDocument();
  observer.cross(0.6);
  expect(screen.getByText('visible')).toBeInTheDocument();
  observer.cross(0);
  expect(screen.getByText('oculto')).toBeInTheDocument();
});

test('triggerOnce deja de observar en cuanto lo vio y se queda visible', () => {
  withObserver();
  render(<Probe triggerOnce />);
  const [observer] = FakeObserver.instances;
  observer.cross(1);
  expect(screen.getByText('visible')).toBeInTheDocument();
  expect(observer.disconnected).toBe(true);
});

test('skip no observa; sin IntersectionObserver vale fallbackInView, o el valor inicial', () => {
  withObserver();
  const { unmount } = render(<Probe skip />);
  expect(FakeObserver.instances).toHaveLength(0);
  unmount();

  // jsdom has no IntersectionObserver of its own
  globalThis.IntersectionObserver = undefined as unknown as typeof IntersectionObserver;
  const first = render(<Probe fallbackInView />);
  expect(screen.getByText('visible')).toBeInTheDocument();
  first.unmount();
  render(<Probe initialInView />);
  expect(screen.getByText('visible')).toBeInTheDocument();
});
