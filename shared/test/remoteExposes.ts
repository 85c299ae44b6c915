import { screen, waitFor } from '@testing-library/react';

type Lifecycle = (props: never) => Promise<unknown>;

export interface RemoteExposesSpec {
  /** the remote's ./routes module (default export) and the contract's route keys it must hold, sorted */
  routes: Record<string, unknown>;
  routeKeys: string[];
  /** the remote's ./lifecycles (single-spa-react) */
  lifecycles: { bootstrap: Lifecycle; mount: Lifecycle; unmount: Lifecycle };
  /** where the page is mounted, and the h1 it shows there */
  path: string;
  heading: string;
  /** before mounting (a signed-in member for a page that asks for one) */
  setUp?: () => void;
  /** after the heading, what else the page must show before it is unmounted */
  whenMounted?: () => Promise<void>;
  tearDown?: () => void;
}

/**
 * Every remote's test of its federation exposes: ./routes has one component per contract key, and ./lifecycles
 * mounts the page into an element the way single-spa does and leaves it empty on unmount.
 */
export function describeRemoteExposes(app: string, spec: RemoteExposesSpec) {
  describe(`${app} exposes`, () => {
    it('./routes exporta un componente por cada clave del contrato', () => {
      expect(Object.keys(spec.routes).sort()).toEqual(spec.routeKeys);
      for (const component of Object.values(spec.routes)) expect(typeof component).toBe('function');
    });

    it('./lifecycles monta y desmonta el mismo árbol con React 19 (single-spa-react)', async () => {
      window.history.pushState({}, '', spec.path);
      spec.setUp?.();
      const domElement = document.createElement('div');
      document.body.appendChild(domElement);
      const props = { name: app, domElement, singleSpa: {}, mountParcel: () => undefined } as never;

      // single-spa drives this root itself, like a browser would: mount resolves from componentDidMount, which
      // React's act() would hold back, so the test runs outside the act environment.
      const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
      try {
        await spec.lifecycles.bootstrap(props);
        await spec.lifecycles.mount(props);
        await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: spec.heading })).toBeInTheDocument());
        await spec.whenMounted?.();
        expect(domElement).toContainElement(screen.getByRole('heading', { level: 1 }));

        await spec.lifecycles.unmount(props);
        expect(domElement).toBeEmptyDOMElement();
      } finally {
        domElement.remove();
        actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
        spec.tearDown?.();
      }
    });
  });
}
