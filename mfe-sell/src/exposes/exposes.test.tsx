import { screen, waitFor } from '@testing-library/react';
import { resetSession } from '@vitrina/shared';
import { installFakeBackend, sessionBody, uninstallFakeBackend } from '../../test/fakeBackend';
import routes from './routes';
import { bootstrap, mount, unmount } from './lifecycles';

describe('mfe_sell exposes', () => {
  it('./routes exporta un componente por cada clave del contrato', () => {
    expect(Object.keys(routes).sort()).toEqual(['SellPage']);
    for (const component of Object.values(routes)) expect(typeof component).toBe('function');
  });

  it('./lifecycles monta y desmonta el mismo árbol con React 19 (single-spa-react)', async () => {
    window.history.pushState({}, '', '/sell');
    // /sell is for signed-in users (a visitor is sent to /auth): the page mounts for a known user.
    const backend = installFakeBackend();
    backend.on('GET', '/rest/v1/profiles', { body: [{ phone_number: '+525512345678', identity_verified: true }] });
    window.localStorage.setItem(
      'sb-127-auth-token',
      JSON.stringify(sessionBody({ id: '44444444-4444-4444-8444-444444444444', email: 'v@vitrina.mx' })),
    );
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const props = { name: 'mfe_sell', domElement, singleSpa: {}, mountParcel: () => undefined } as never;

    // single-spa drives this root itself, like a browser would: mount resolves from componentDidMount, which
    // React's act() would hold back, so the test runs outside the act environment.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    await bootstrap(props);
    await mount(props);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Vende tu pieza' })).toBeInTheDocument());
    await waitFor(() => expect(screen.getByLabelText(/^Título/)).toBeInTheDocument());
    expect(domElement).toContainElement(screen.getByRole('heading', { level: 1 }));

    await unmount(props);
    expect(domElement).toBeEmptyDOMElement();
    domElement.remove();
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    resetSession();
    uninstallFakeBackend();
  });
});

describe('./ListingForm', () => {
  it('expone los campos, el uploader y la vista previa para la página de edición del dashboard', async () => {
    const listingForm = await import('./ListingForm');
    expect(Object.keys(listingForm).sort()).toEqual([
      'ListingEditor',
      'ListingFields',
      'ListingPreviewDialog',
      'PhotoUploader',
      'PriceNotices',
      'default',
      'usePhotoList',
    ]);
    // What loadExposed('mfe_sell', 'ListingForm') renders: the contract's component.
    expect(listingForm.default).toBe(listingForm.ListingEditor);
  });
});
