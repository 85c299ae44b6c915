import { screen } from '@testing-library/react';
import { CollectorCounter } from './CollectorCounter';
import { installFakeBackend, uninstallFakeBackend, type FakeBackend } from '../../../test/fakeBackend';
import { renderSlot } from '../../../test/renderPage';
import { resetAppState } from '../../../test/setupSession';

let backend: FakeBackend;
beforeEach(() => {
  resetAppState();
  backend = installFakeBackend();
});
afterEach(() => uninstallFakeBackend());

describe('CollectorCounter', () => {
  it('muestra 213 más el conteo real de collector_count como N+', async () => {
    backend.on('POST', '/rest/v1/rpc/collector_count', { body: 42 });
    renderSlot(<CollectorCounter />);
    expect(screen.getByText('213+')).toBeInTheDocument();
    expect(await screen.findByText('255+')).toBeInTheDocument();
    expect(backend.calls('POST', '/rest/v1/rpc/collector_count')).toHaveLength(1);
  });

  it('si la función falla se queda en 213+', async () => {
    backend.on('POST', '/rest/v1/rpc/collector_count', {
      status: 404,
      body: { code: 'PGRST202', message: 'no function' },
    });
    renderSlot(<CollectorCounter />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('213+')).toBeInTheDocument();
  });
});
