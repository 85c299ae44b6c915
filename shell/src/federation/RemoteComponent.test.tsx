import { lazy, Suspense } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  mockAllIsIntersecting,
  setupIntersectionMocking,
  resetIntersectionMocking,
} from 'react-intersection-observer/test-utils';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { AppProviders, KernelVersionError, provideExposedLoader, setErrorReporter } from '@vitrina/shared';
import { RemoteComponent, remotePage } from './RemoteComponent';
import { loadExposedComponent, resetRemote, resetRemoteLoaderForTests } from './remoteLoader';
import { REMOTE_FALLBACK_MARKER } from './runtimePlugin';

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

function CartPage({ note }: { note?: string }) {
  return <h1>Carrito remoto {note}</h1>;
}

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

// Awaited act: React 19 only retries a component suspended on `use` when the act scope is awaited.
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

describe('remotePage', () => {
  it('muestra un esqueleto de carga y luego la página del remoto con sus props', async () => {
    let resolve!: (value: unknown) => void;
    loadRemoteMock.mockReturnValue(new Promise((r) => (resolve = r)));
    const Page = remotePage('mfe_checkout', 'CartPage');
    await renderInShell(<Page note="lleno" />);

    expect(await screen.findByRole('status')).toHaveTextContent('Cargando...');
    resolve({ default: { CartPage } });
    expect(await screen.findByRole('heading', { name: 'Carrito remoto lleno' })).toBeInTheDocument();
    expect(registerRemotesMock).toHaveBeenCalledWith(
      expect.arrayContaining([{ name: 'mfe_checkout', entry: manifest.mfe_checkout }]),
    );
    expect(loadRemoteMock).toHaveBeenCalledWith('mfe_checkout/routes');
  });

  it('si el remoto no carga muestra el aviso en español con Reintentar y la barra superior sigue ahí', async () => {
    loadRemoteMock.mockRejectedValue(new Error('RUNTIME-003 manifest failed'));
    const Page = remotePage('mfe_sell', 'SellPage');
    await renderInShell(<Page />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar esta sección');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
    expect(screen.getByText('Barra superior')).toBeInTheDocument();
    expect(reporter).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'RemoteLoadError' }),
      expect.objectContaining({ remote: 'mfe_sell' }),
    );
  });

  it('Reintentar olvida el remoto en el runtime de federación y lo vuelve a cargar', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce({ default: { CartPage } });
    const Page = remotePage('mfe_checkout', 'CartPage');
    await renderInShell(<Page />);

    await userEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: /Carrito remoto/ })).toBeInTheDocument();
    expect(registerRemotesMock).toHaveBeenLastCalledWith([{ name: 'mfe_checkout', entry: manifest.mfe_checkout }], {
      force: true,
    });
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });

  it('trata el módulo de reserva del plugin de runtime como un fallo de carga', async () => {
    loadRemoteMock.mockResolvedValue({ [REMOTE_FALLBACK_MARKER]: true, error: new Error('down'), default: {} });
    const Page = remotePage('mfe_dashboard', 'DashboardPage');
    await renderInShell(<Page />);
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar esta sección');
  });

  it('un remoto compilado para un kernel más nuevo pide recargar la página, sin Reintentar', async () => {
    loadRemoteMock.mockRejectedValue(new KernelVersionError('^1.4.0', '1.0.0'));
    const Page = remotePage('mfe_catalog', 'ProductsPage');
    await renderInShell(<Page />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Esta sección se actualizó');
    expect(alert).toHaveTextContent('Recarga la página para usarla');
    expect(screen.getByRole('button', { name: 'Recargar página' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    expect(screen.getByText('Barra superior')).toBeInTheDocument();
  });

  it('atrapa un remoto que lanza al renderizar o que no tiene la clave pedida', async () => {
    loadRemoteMock.mockResolvedValue({ default: { CartPage: Exploding } });
    const Broken = remotePage('mfe_checkout', 'CartPage');
    const Missing = remotePage('mfe_checkout', 'CheckoutPage');
    await renderInShell(
      <>
        <Broken />
        <Missing />
      </>,
    );
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
  });

  it('si /remotes.json no responde, la página muestra el aviso y Reintentar vuelve a leerlo', async () => {
    global.fetch = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue({ ok: true, status: 200, json: async () => manifest } as Response);
    loadRemoteMock.mockResolvedValue({ default: { CartPage } });
    const Page = remotePage('mfe_checkout', 'CartPage');
    await renderInShell(<Page />);

    await userEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: /Carrito remoto/ })).toBeInTheDocument();
    // /remotes.json read twice (the failure, then the retry); the remote's own manifest is read after it loaded
    // (checkForNewBuilds compares it on later navigations).
    const reads = (global.fetch as jest.Mock).mock.calls.map(([url]) => String(url));
    expect(reads.filter((url) => url.endsWith('/remotes.json'))).toHaveLength(2);
  });
});

describe('RemoteComponent con expose: un componente prestado en una página del shell', () => {
  it('renderiza el componente que presta el remoto, con sus props, dentro de una página del shell', async () => {
    loadRemoteMock.mockResolvedValue({ default: Newsletter });
    await renderInShell(
      <RemoteComponent remote="mfe_auth" expose="NewsletterSignup" props={{ variant: 'emailOnly' }} />,
    );
    expect(await screen.findByText('Boletín emailOnly')).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('mfe_auth/NewsletterSignup');
  });

  it('si el remoto no carga muestra un aviso breve en línea; Reintentar lo vuelve a pedir', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce({ default: Newsletter });
    await renderInShell(<RemoteComponent remote="mfe_auth" expose="CollectorCounter" />);
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
    await renderInShell(<RemoteComponent remote="mfe_auth" expose="WaitlistHomeForm" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar esta sección');
    expect(screen.getByText('Barra superior')).toBeInTheDocument();
  });

  it('un componente prestado que aún carga código propio espera en su marco: el resto de la página sigue ahí', async () => {
    let deliverCheckbox!: () => void;
    const Checkbox = lazy(
      () =>
        new Promise<{ default: () => React.ReactElement }>((resolve) => {
          deliverCheckbox = () => resolve({ default: () => <span>Quiero vender</span> });
        }),
    );
    function FullNewsletter() {
      return (
        <form aria-label="Boletín completo">
          <Checkbox />
        </form>
      );
    }
    loadRemoteMock.mockResolvedValue({ default: FullNewsletter });
    await renderInShell(
      <Suspense fallback={<p>Cargando la página</p>}>
        <button type="button">Vende tu colección</button>
        <RemoteComponent
          remote="mfe_auth"
          expose="NewsletterSignup"
          props={{ variant: 'full' }}
          reserve={{ height: '247px' }}
        />
      </Suspense>,
    );
    const before = screen.getByRole('button', { name: 'Vende tu colección' });
    before.focus();
    await waitFor(() => expect(loadRemoteMock).toHaveBeenCalledWith('mfe_auth/NewsletterSignup'));
    await act(async () => undefined);

    expect(screen.queryByText('Cargando la página')).not.toBeInTheDocument();
    expect(before).toBeVisible();
    expect(before).toHaveFocus();
    const frame = document.querySelector('[data-remote-slot="NewsletterSignup"]') as HTMLElement;
    expect(frame).toHaveStyle({ minHeight: '247px' });
    expect(within(frame).getByRole('status')).toHaveTextContent('Cargando');

    await act(async () => deliverCheckbox());
    expect(await screen.findByText('Quiero vender')).toBeInTheDocument();
    expect(before).toHaveFocus();
  });

  describe('diferido (defer): por debajo del pliegue', () => {
    beforeEach(() => setupIntersectionMocking(jest.fn));
    afterEach(() => resetIntersectionMocking());

    it('no pide el remoto hasta que su marco se acerca a la pantalla; mientras tanto, el esqueleto en su marco', async () => {
      loadRemoteMock.mockResolvedValue({ default: Newsletter });
      await renderInShell(
        <RemoteComponent
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
      await renderInShell(
        <RemoteComponent remote="mfe_auth" expose="NewsletterSignup" props={{ variant: 'emailOnly' }} />,
      );
      expect(await screen.findByText('Boletín emailOnly')).toBeInTheDocument();
    });
  });
});
