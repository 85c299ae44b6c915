import { screen, waitFor } from '@testing-library/react';
import routes from './routes';
import { bootstrap, mount, unmount } from './lifecycles';
import { installFakeBackend, uninstallFakeBackend } from '../../test/fakeBackend';
import { profileRow, resetAppState, signIn } from '../../test/session';

beforeEach(() => resetAppState());
afterEach(() => uninstallFakeBackend());

describe('mfe_dashboard exposes', () => {
  it('./routes exporta un componente por cada clave del contrato', () => {
    expect(Object.keys(routes).sort()).toEqual(['DashboardPage', 'VerificationRequestPage']);
    for (const component of Object.values(routes)) expect(typeof component).toBe('function');
  });

  it('./lifecycles monta y desmonta el mismo árbol con React 19 (single-spa-react)', async () => {
    installFakeBackend().on('GET', '/rest/v1/profiles', { body: profileRow() });
    signIn();
    window.history.pushState({}, '', '/dashboard');
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const props = { name: 'mfe_dashboard', domElement, singleSpa: {}, mountParcel: () => undefined } as never;

    // single-spa drives this root itself, like a browser would: mount resolves from componentDidMount, which
    // React's act() would hold back, so the test runs outside the act environment.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    await bootstrap(props);
    await mount(props);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Hola, Ana Coleccionista' })).toBeInTheDocument(),
    );
    expect(domElement).toContainElement(screen.getByRole('heading', { level: 1 }));

    await unmount(props);
    expect(domElement).toBeEmptyDOMElement();
    domElement.remove();
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  });
});
