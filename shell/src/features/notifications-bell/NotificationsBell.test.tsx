import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToastStore, type NotificationRow } from '@vitrina/shared';
import { installFakeRest, uninstallFakeRest, type SentRequest } from '../../../../shared/test/fakeRest';
import {
  currentLocation,
  fakeUser,
  renderWithShell,
  resetShellStores,
  setSessionUser,
} from '../../app/testing/renderShell';
import { NotificationsBell, NotificationsBellView } from './NotificationsBell';

// The open menu's module (Radix DropdownMenu) counts its loads: it waits for the member's first move to the bell.
const mockPanelLoads = { count: 0 };
jest.mock('./NotificationsPanel', () => {
  mockPanelLoads.count += 1;
  return jest.requireActual('./NotificationsPanel');
});

// The realtime socket is replaced by a hand: tests deliver an insert as the channel would.
const realtime: { deliver?: (notification: NotificationRow) => void } = {};
jest.mock('./notificationsApi', () => {
  const actual = jest.requireActual('./notificationsApi');
  return {
    ...actual,
    useNotificationsRealtime: (onInsert: (n: NotificationRow) => void) => {
      const { useQueryClient } = jest.requireActual('@tanstack/react-query');
      const queryClient = useQueryClient();
      realtime.deliver = (notification) => {
        void queryClient.invalidateQueries({ queryKey: actual.notificationKeys.user(notification.user_id) });
        onInsert(notification);
      };
    },
  };
});

const USER = fakeUser();
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function notification(overrides: Partial<NotificationRow>): NotificationRow {
  return {
    id: 'n',
    user_id: USER.id,
    type: 'system',
    title: 'Aviso',
    message: 'Mensaje',
    read: false,
    created_at: minutesAgo(5),
    ref_id: null,
    ...overrides,
  };
}

let list: NotificationRow[];
let unread: number;
let requests: SentRequest[];

beforeEach(() => {
  resetShellStores();
  list = [
    notification({
      id: 'n1',
      type: 'PRICE_ALERT',
      title: 'Bajó de precio',
      message: 'El jersey bajó a $4,500',
      ref_id: 'p1',
      created_at: new Date().toISOString(),
    }),
    notification({
      id: 'n2',
      type: 'order',
      title: 'Nuevo pedido',
      message: 'Vendiste una carta',
      ref_id: 'o1',
      created_at: minutesAgo(120),
    }),
    notification({
      id: 'n3',
      type: 'offer',
      title: 'Nueva oferta',
      message: 'Te ofrecieron $900',
      ref_id: 'f1',
      read: true,
      created_at: minutesAgo(3 * 24 * 60),
    }),
  ];
  unread = 2;
  requests = installFakeRest((request) => {
    if (request.method === 'HEAD') return { status: 200, headers: { 'content-range': `*/${unread}` } };
    if (request.method === 'PATCH') return { status: 204 };
    return { body: list };
  });
});
afterEach(uninstallFakeRest);

it('sin sesión no hay campana', () => {
  setSessionUser(null);
  renderWithShell(<NotificationsBell />);
  expect(screen.queryByRole('button', { name: /Notificaciones/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Notificaciones/ })).not.toBeInTheDocument();
});

it('el lugar de la campana mientras carga abrevia más de 99', () => {
  renderWithShell(<NotificationsBellView unread={140} />);
  expect(screen.getByTestId('notifications-count')).toHaveTextContent('99+');
});

it('muestra las no leídas en la campana y las 10 últimas con tiempos relativos', async () => {
  setSessionUser(USER);
  renderWithShell(<NotificationsBell />);
  const bell = await screen.findByRole('button', { name: 'Notificaciones: 2 sin leer' });
  expect(within(bell).getByTestId('notifications-count')).toHaveTextContent('2');
  const listRequest = requests.find((r) => r.method === 'GET')!;
  expect(listRequest.params.get('limit')).toBe('10');
  expect(listRequest.params.get('user_id')).toBe(`eq.${USER.id}`);
  // the count and the list are read with the page; the menu's code (Radix) only when the bell is used
  expect(bell).toHaveAttribute('aria-expanded', 'false');
  expect(mockPanelLoads.count).toBe(0);

  await userEvent.click(bell);
  const items = await screen.findAllByRole('menuitem');
  expect(items.map((item) => item.textContent)).toEqual([
    'Marcar todo como leído',
    expect.stringContaining('Bajó de precio'),
    expect.stringContaining('Nuevo pedido'),
    expect.stringContaining('Nueva oferta'),
  ]);
  expect(mockPanelLoads.count).toBe(1);
  expect(items[1]).toHaveTextContent('hace un momento');
  expect(items[2]).toHaveTextContent('hace 2 horas');
  expect(items[3]).toHaveTextContent('hace 3 días');
  // the full date and time, in words, on the same element
  const time = items[2].querySelector('time')!;
  expect(time).toHaveAttribute('dateTime', list[1].created_at);
  expect(time.title).toMatch(/^\d{1,2} de [a-z]+ de \d{4}, \d{2}:\d{2}$/);
});

it.each([
  ['Bajó de precio', 'n1', '/products/p1'],
  ['Nuevo pedido', 'n2', '/dashboard/orders/o1'],
])('al elegir «%s» la marca leída y navega', async (title, id, path) => {
  setSessionUser(USER);
  renderWithShell(<NotificationsBell />);
  await userEvent.click(await screen.findByRole('button', { name: 'Notificaciones: 2 sin leer' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: new RegExp(title) }));
  await waitFor(() => expect(currentLocation.value!.pathname).toBe(path));
  const patch = requests.find((r) => r.method === 'PATCH')!;
  expect(patch.body).toEqual({ read: true });
  expect(patch.params.get('id')).toBe(`eq.${id}`);
});

it('una pieza nueva de una búsqueda guardada se lee en la campana y lleva a la pieza', async () => {
  list = [
    notification({
      id: 'n9',
      type: 'saved_search',
      title: 'Nueva pieza para "Messi firmado"',
      message: '"Balón firmado por Messi" ya está a la venta en Vitrina.',
      ref_id: 'p9',
    }),
  ];
  unread = 1;
  setSessionUser(USER);
  renderWithShell(<NotificationsBell />);
  await userEvent.click(await screen.findByRole('button', { name: 'Notificaciones: 1 sin leer' }));
  const item = await screen.findByRole('menuitem', { name: /Nueva pieza para "Messi firmado"/ });
  expect(item).toHaveTextContent('"Balón firmado por Messi" ya está a la venta en Vitrina.');
  await userEvent.click(item);
  await waitFor(() => expect(currentLocation.value!.pathname).toBe('/products/p9'));
  expect(requests.find((r) => r.method === 'PATCH')!.params.get('id')).toBe('eq.n9');
});

it('una oferta ya leída lleva a las ofertas sin volver a marcarla', async () => {
  setSessionUser(USER);
  renderWithShell(<NotificationsBell />);
  await userEvent.click(await screen.findByRole('button', { name: /Notificaciones/ }));
  await userEvent.click(await screen.findByRole('menuitem', { name: /Nueva oferta/ }));
  await waitFor(() => expect(currentLocation.value!.pathname).toBe('/dashboard/offers'));
  expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);
});

it('«Marcar todo como leído» marca las no leídas del usuario y la campana queda en cero', async () => {
  setSessionUser(USER);
  renderWithShell(<NotificationsBell />);
  await userEvent.click(await screen.findByRole('button', { name: 'Notificaciones: 2 sin leer' }));
  unread = 0;
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Marcar todo como leído' }));
  await waitFor(() => expect(requests.some((r) => r.method === 'PATCH')).toBe(true));
  const patch = requests.find((r) => r.method === 'PATCH')!;
  expect(patch.params.get('user_id')).toBe(`eq.${USER.id}`);
  expect(patch.params.get('read')).toBe('eq.false');
  expect(await screen.findByRole('button', { name: 'Notificaciones' })).toBeInTheDocument();
});

it('sin notificaciones lo dice', async () => {
  list = [];
  unread = 0;
  setSessionUser(USER);
  renderWithShell(<NotificationsBell />);
  await userEvent.click(await screen.findByRole('button', { name: 'Notificaciones' }));
  expect(await screen.findByText('No tienes notificaciones')).toBeInTheDocument();
});

it.each([
  ['order', 'success'],
  ['PRICE_ALERT', 'success'],
  ['saved_search', 'success'],
  ['offer', 'info'],
  ['offer_response', 'info'],
  ['message', 'default'],
] as const)('una notificación %s en vivo sale como aviso %s y refresca la campana', async (type, variant) => {
  setSessionUser(USER);
  renderWithShell(<NotificationsBell />);
  await screen.findByRole('button', { name: 'Notificaciones: 2 sin leer' });
  unread = 3;
  act(() => realtime.deliver!(notification({ id: 'nuevo', type, title: 'Llegó algo', message: 'Detalle' })));
  expect(await screen.findByRole('button', { name: 'Notificaciones: 3 sin leer' })).toBeInTheDocument();
  expect(useToastStore.getState().toasts.map((t) => [t.title, t.description, t.variant])).toEqual([
    ['Llegó algo', 'Detalle', variant],
  ]);
});

it('en la página de mensajes deja el aviso de un mensaje nuevo a la página', async () => {
  setSessionUser(USER);
  renderWithShell(<NotificationsBell />, { path: '/dashboard/messages' });
  await screen.findByRole('button', { name: 'Notificaciones: 2 sin leer' });
  window.history.pushState({}, '', '/dashboard/messages');
  act(() => realtime.deliver!(notification({ id: 'msg', type: 'message', title: 'Nuevo mensaje', message: 'Hola' })));
  await waitFor(() => expect(useToastStore.getState().toasts).toEqual([]));
  window.history.pushState({}, '', '/');
});
