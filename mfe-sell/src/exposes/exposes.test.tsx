import { screen, waitFor } from '@testing-library/react';
import { describeRemoteExposes } from '../../../shared/test/remoteExposes';
import { resetSession } from '@vitrina/shared';
import { installFakeBackend, sessionBody, uninstallFakeBackend } from '../../test/fakeBackend';
import routes from './routes';
import lifecycles from './lifecycles';

describeRemoteExposes('mfe_sell', {
  routes,
  routeKeys: ['SellPage'],
  lifecycles,
  path: '/sell',
  heading: 'Vende tu pieza',
  // /sell is for signed-in users (a visitor is sent to /auth): the page mounts for a known user.
  setUp: () => {
    const backend = installFakeBackend();
    backend.on('GET', '/rest/v1/profiles', { body: [{ phone_number: '+525512345678', identity_verified: true }] });
    window.localStorage.setItem(
      'sb-127-auth-token',
      JSON.stringify(sessionBody({ id: '44444444-4444-4444-8444-444444444444', email: 'v@vitrina.mx' })),
    );
  },
  whenMounted: () => waitFor(() => expect(screen.getByLabelText(/^Título/)).toBeInTheDocument()),
  tearDown: () => {
    resetSession();
    uninstallFakeBackend();
  },
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
