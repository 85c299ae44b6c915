import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  mockAllIsIntersecting,
  setupIntersectionMocking,
  resetIntersectionMocking,
} from 'react-intersection-observer/test-utils';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { AppProviders, provideExposedLoader, setErrorReporter } from '@vitrina/shared';
import { ExposedSlot } from './ExposedSlot';
import { loadExposedComponent, resetRemote, resetRemoteLoaderForTests } from './remoteLoader';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;
const registerRemotesMock = registerRemotes as jest.MockedFunction<typeof registerRemotes>;

const manifest = {
  mfe_auth: 'http://localhost:3001/mf-manifest.json',
  mfe_catalog: 'http://localhost:3002/mf-manifest.json',
  mfe_checkout: 'http://localhost:3003/mf-manifest.json',
  mfe_sell: 'http://localhost:3004/mf-manifest.json',
  mfe_dashboard: 'http://localhost:3005/mf-manifest.json',
};

function Newsletter({ variant }: { variant?: string }) {
  return <p>Boletín {variant}</p>;
}

function Exploding(): never {
  throw new Error('render roto');
}

const originalFetch = global.fetch;
const reporter = jest.fn();

beforeAll(() => provideExposedLoader({ load: loadExposedComponent, reset: resetRemote }));

beforeEach(() => {
  resetRemoteLoaderForTests();
  loadRemoteMock.mockReset();
  registerRemotesMock.mockReset();
  reporter.mockReset();
  setErrorReporter(reporter);
  global.fetch = jest.fn().mockResolvedValue({ ok: true, status: 200, json: async () => manifest } as Response);
  // React logs caught render errors; the assertions below check what the user sees instead.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  global.fetch = originalFetch;
  jest.restoreAllMocks();
});

async function renderInShell(ui: React.ReactNode) {
  await act(async () => {
    render(
      <AppProviders>
        <nav>Barra superior</nav>
        {ui}
      </AppProviders>,
    );
  });
}

describe('ExposedSlot', () => {
  it('renderiza el componente que presta el remoto, con sus props, dentro de una página del shell', async () => {
    loadRemoteMock.mockResolvedValue({ default: Newsletter });
    await renderInShell(<ExposedSlot remote="mfe_auth" expose="NewsletterSignup" props={{ variant: 'emailOnly' }} />);
    expect(await screen.findByText('Boletín emailOnly')).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('mfe_auth/NewsletterSignup');
  });

  it('si el remoto no carga muestra un aviso breve en línea; Reintentar lo vuelve a pedir', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce({ default: Newsletter });
    await renderInShell(<ExposedSlot remote="mfe_auth" expose="CollectorCounter" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar esta sección');
    expect(alert.querySelector('h2')).toBeNull();
    expect(screen.getByText('Barra superior')).toBeInTheDocument();
    expect(reporter).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'RemoteLoadError' }),
      expect.objectContaining({ remote: 'mfe_auth', expose: 'CollectorCounter' }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText(/^Boletín/)).toBeInTheDocument();
    expect(registerRemotesMock).toHaveBeenLastCalledWith([{ name: 'mfe_auth', entry: manifest.mfe_auth }], {
      force: true,
    });
  });

  it('un componente prestado que lanza al renderizar queda en su marco con el aviso', async () => {
    loadRemoteMock.mockResolvedValue({ default: Exploding });
    await renderInShell(<ExposedSlot remote="mfe_auth" expose="WaitlistHomeForm" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar esta sección');
    expect(screen.getByText('Barra superior')).toBeInTheDocument();
  });

  describe('diferido (defer): por debajo del pliegue', () => {
    beforeEach(() => setupIntersectionMocking(jest.fn));
    afterEach(() => resetIntersectionMocking());

    it('no pide el remoto hasta que su marco se acerca a la pantalla; mientras tanto, el esqueleto en su marco', async () => {
      loadRemoteMock.mockResolvedValue({ default: Newsletter });
      await renderInShell(
        <ExposedSlot
          remote="mfe_auth"
          expose="NewsletterSignup"
          props={{ variant: 'full' }}
          reserve={{ height: '320px' }}
          defer
        />,
      );
      const frame = document.querySelector('[data-remote-slot="NewsletterSignup"]') as HTMLElement;
      expect(frame).toHaveAttribute('data-deferred');
      expect(frame).toHaveStyle({ minHeight: '320px' });
      expect(screen.getByRole('status')).toHaveTextContent('Cargando');
      expect(loadRemoteMock).not.toHaveBeenCalled();

      await act(async () => mockAllIsIntersecting(true));
      expect(await screen.findByText('Boletín full')).toBeInTheDocument();
      expect(loadRemoteMock).toHaveBeenCalledWith('mfe_auth/NewsletterSignup');
      expect(frame).not.toHaveAttribute('data-deferred');
    });

    it('sin defer carga con la página, esté donde esté', async () => {
      loadRemoteMock.mockResolvedValue({ default: Newsletter });
      await renderInShell(<ExposedSlot remote="mfe_auth" expose="NewsletterSignup" props={{ variant: 'emailOnly' }} />);
      expect(await screen.findByText('Boletín emailOnly')).toBeInTheDocument();
    });
  });
});
