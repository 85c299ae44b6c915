import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MessageRow } from '@vitrina/shared';
import type { MessageWithProduct } from '@vitrina/shared/data';
import { aMessage } from '../../../../shared/test/messageFixtures';
import { installFakeBackend, postgrestError, uninstallFakeBackend, type FakeBackend } from '../../../test/fakeBackend';
import { renderPage } from '../../../test/renderPage';
import { MEMBER_ID, OTHER_ID, profileRow, resetAppState, signIn, toastTexts } from '../../../test/session';
import { DashboardRoutes } from '../../routing/DashboardRoutes';

// The realtime socket is replaced by a hand: tests deliver an insert as the channel would.
const realtime: { deliver?: (message: MessageRow) => void } = {};
jest.mock('@vitrina/shared/data', () => {
  const actual = jest.requireActual('@vitrina/shared/data');
  return {
    ...actual,
    useIncomingMessages: (onInsert: (message: MessageRow) => void) => {
      const { useQueryClient } = jest.requireActual('@tanstack/react-query');
      const queryClient = useQueryClient();
      realtime.deliver = (message) => {
        void queryClient.invalidateQueries({ queryKey: actual.messageKeys.all });
        onInsert(message);
      };
    },
  };
});

const THIRD_ID = '33333333-3333-4333-8333-333333333333';
const PRODUCT_ID = '44444444-4444-4444-8444-444444444444';

function row(overrides: Partial<MessageWithProduct>) {
  return aMessage({ sender_id: OTHER_ID, receiver_id: MEMBER_ID, ...overrides });
}

let backend: FakeBackend;
let messages: ReturnType<typeof row>[];

beforeEach(() => {
  resetAppState();
  backend = installFakeBackend();
  backend.on('GET', '/rest/v1/profiles', { body: profileRow() });
  backend.on('GET', '/rest/v1/public_profiles', (request) =>
    request.search.includes(`id=eq.${THIRD_ID}`)
      ? { body: [{ id: THIRD_ID, display_name: 'Casa del Jersey', avatar_url: null }] }
      : { body: [{ id: OTHER_ID, username: 'memo_vende', display_name: 'Memo Vendedor', avatar_url: null }] },
  );
  messages = [
    row({
      id: 'm3',
      message: '¿Aceptas $4,000?',
      created_at: '2026-01-03T10:00:00Z',
      product_id: PRODUCT_ID,
      product: { id: PRODUCT_ID, title: 'Jersey Jordan 1998' },
    }),
    row({
      id: 'm2',
      sender_id: MEMBER_ID,
      receiver_id: OTHER_ID,
      message: 'Sí, sigue disponible',
      read: false,
      created_at: '2026-01-02T10:00:00Z',
    }),
    row({ id: 'm1', message: '¿Sigue disponible?', created_at: '2026-01-01T10:00:00Z' }),
    row({
      id: 'x1',
      sender_id: THIRD_ID,
      message: 'Gracias por tu compra',
      read: true,
      created_at: '2025-12-01T10:00:00Z',
    }),
  ];
  backend.on('GET', '/rest/v1/messages', (request) => {
    const ascending = request.search.includes('order=created_at.asc');
    const thread = messages.filter((m) => m.sender_id === OTHER_ID || m.receiver_id === OTHER_ID);
    return { body: ascending ? [...thread].reverse() : messages };
  });
  backend.on('PATCH', '/rest/v1/messages', () => {
    messages = messages.map((m) =>
      m.receiver_id === MEMBER_ID && m.sender_id === OTHER_ID ? { ...m, read: true } : m,
    );
    return { status: 204 };
  });
  signIn();
});
afterEach(() => uninstallFakeBackend());

function renderMessages(path = '/dashboard/messages') {
  return renderPage(<DashboardRoutes />, { path, route: '/dashboard/*' });
}

async function conversationList() {
  return screen.findByRole('list', { name: 'Conversaciones' }, { timeout: 5000 });
}

it('lista las conversaciones con nombre (o Usuario), pieza, último mensaje y no leídos', async () => {
  backend.on('GET', '/rest/v1/public_profiles', {
    body: [{ id: OTHER_ID, display_name: 'Memo Vendedor', avatar_url: null }],
  });
  renderMessages();
  const list = await conversationList();
  const [first, second] = within(list).getAllByRole('button');
  expect(first).toHaveTextContent('Memo Vendedor');
  expect(first).toHaveTextContent('Jersey Jordan 1998');
  expect(first).toHaveTextContent('¿Aceptas $4,000?');
  expect(within(first!).getByLabelText('2 sin leer')).toHaveTextContent('2');
  expect(second).toHaveTextContent('Usuario');
  expect(second).toHaveTextContent('Gracias por tu compra');
  expect(screen.getByText('Elige una conversación')).toBeInTheDocument();
});

it('al abrir una conversación muestra el hilo del más antiguo al más nuevo y lo marca leído', async () => {
  renderMessages();
  await userEvent.click(within(await conversationList()).getByRole('button', { name: /Memo Vendedor/ }));
  const thread = await screen.findByRole('list', { name: 'Mensajes' });
  expect(
    within(thread)
      .getAllByRole('listitem')
      .map((li) => li.firstChild?.textContent)
      .filter(Boolean),
  ).toEqual(['¿Sigue disponible?', 'Sí, sigue disponible', '¿Aceptas $4,000?']);
  // the other member's name leads to their public page
  expect(screen.getByRole('heading', { level: 2, name: 'Memo Vendedor' })).toContainElement(
    screen.getByRole('link', { name: 'Memo Vendedor' }),
  );
  expect(screen.getByRole('link', { name: 'Memo Vendedor' })).toHaveAttribute('href', '/sellers/memo_vende');
  expect(screen.getByRole('link', { name: 'Sobre Jersey Jordan 1998' })).toHaveAttribute(
    'href',
    `/products/${PRODUCT_ID}`,
  );
  await waitFor(() => expect(backend.calls('PATCH', '/rest/v1/messages')).toHaveLength(1));
  const patch = backend.calls('PATCH', '/rest/v1/messages')[0]!;
  expect(patch.body).toEqual({ read: true });
  expect(patch.search).toContain(`receiver_id=eq.${MEMBER_ID}`);
  expect(patch.search).toContain(`sender_id=eq.${OTHER_ID}`);
  // The list pane is hidden on small screens while a thread is open (jsdom applies no media query).
  await waitFor(() =>
    expect(
      within(screen.getByRole('list', { name: 'Conversaciones', hidden: true })).queryByLabelText(/sin leer/),
    ).not.toBeInTheDocument(),
  );
});

it('envía un mensaje no vacío sobre la pieza, deshabilitado mientras envía, y limpia el campo', async () => {
  let release: () => void = () => undefined;
  backend.on('POST', '/rest/v1/messages', (request) => {
    return new Promise((resolve) => {
      release = () => resolve({ status: 201, body: { id: 'nuevo', ...(request.body as object) } });
    });
  });
  renderMessages(`/dashboard/messages?user=${OTHER_ID}&product=${PRODUCT_ID}`);
  const box = await screen.findByRole('textbox', { name: 'Mensaje' }, { timeout: 5000 });
  const send = screen.getByRole('button', { name: 'Enviar' });
  expect(send).toBeDisabled();
  await userEvent.type(box, '   ');
  expect(send).toBeDisabled();
  await userEvent.type(box, 'Te ofrezco $4,200');
  await userEvent.click(send);
  expect(await screen.findByRole('button', { name: 'Enviando...' })).toBeDisabled();
  act(() => release());
  await waitFor(() => expect(box).toHaveValue(''));
  expect(backend.calls('POST', '/rest/v1/messages')[0]!.body).toEqual({
    sender_id: MEMBER_ID,
    receiver_id: OTHER_ID,
    product_id: PRODUCT_ID,
    message: 'Te ofrezco $4,200',
  });
});

it('si el envío falla avisa y conserva el texto', async () => {
  backend.on('POST', '/rest/v1/messages', { status: 500, body: postgrestError('XX000', 'fallo') });
  renderMessages(`/dashboard/messages?user=${OTHER_ID}`);
  const box = await screen.findByRole('textbox', { name: 'Mensaje' }, { timeout: 5000 });
  await userEvent.type(box, 'Hola{Enter}');
  await waitFor(() =>
    expect(toastTexts()).toEqual([
      {
        title: 'Error al enviar mensaje',
        description: 'No se pudo enviar tu mensaje. Inténtalo de nuevo.',
        variant: 'destructive',
      },
    ]),
  );
  expect(box).toHaveValue('Hola');
});

it('un enlace con ?user y ?product abre una conversación nueva sobre la pieza', async () => {
  messages = messages.filter((m) => m.sender_id !== THIRD_ID);
  backend.on('GET', `/rest/v1/products`, {
    body: [{ id: PRODUCT_ID, title: 'Balón firmado 1986', price: 3000, product_images: [], seller: null }],
  });
  renderMessages(`/dashboard/messages?user=${THIRD_ID}&product=${PRODUCT_ID}`);
  expect(
    await screen.findByRole('heading', { level: 2, name: 'Casa del Jersey' }, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Sobre Balón firmado 1986' })).toBeInTheDocument();
});

it('un mensaje nuevo en vivo avisa «Nuevo mensaje» y refresca las listas', async () => {
  renderMessages();
  await conversationList();
  const before = backend.calls('GET', '/rest/v1/messages').length;
  messages = [row({ id: 'm4', message: 'Última oferta: $4,100', created_at: '2026-01-04T10:00:00Z' }), ...messages];
  act(() => realtime.deliver!(messages[0] as MessageRow));
  expect(await screen.findByText('Última oferta: $4,100')).toBeInTheDocument();
  expect(backend.calls('GET', '/rest/v1/messages').length).toBeGreaterThan(before);
  expect(toastTexts()).toEqual([{ title: 'Nuevo mensaje', description: 'Última oferta: $4,100', variant: 'info' }]);
});

it('si no se pueden cargar las conversaciones lo avisa', async () => {
  backend.on('GET', '/rest/v1/messages', { status: 500, body: postgrestError('XX000', 'fallo') });
  renderMessages();
  await waitFor(() =>
    expect(toastTexts()).toEqual([
      {
        title: 'Error al cargar conversaciones',
        description: 'No se pudieron cargar tus conversaciones.',
        variant: 'destructive',
      },
    ]),
  );
});

it('si no se puede cargar el hilo lo avisa', async () => {
  backend.on('GET', '/rest/v1/messages', (request) =>
    request.search.includes('order=created_at.asc')
      ? { status: 500, body: postgrestError('XX000', 'fallo') }
      : { body: messages },
  );
  renderMessages(`/dashboard/messages?user=${OTHER_ID}`);
  await waitFor(() =>
    expect(toastTexts()).toContainEqual({
      title: 'Error al cargar mensajes',
      description: 'No se pudieron cargar los mensajes de esta conversación.',
      variant: 'destructive',
    }),
  );
});

it('sin mensajes muestra un estado vacío con un enlace para explorar', async () => {
  messages = [];
  renderMessages();
  expect(await screen.findByRole('heading', { name: 'Aún no tienes mensajes' }, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Explorar piezas' })).toHaveAttribute('href', '/products');
});
