import {
  installFakeRest,
  postgrestRefusal,
  uninstallFakeRest,
  type SentRequest,
} from '../../../../shared/test/fakeRest';
import { QueryClient } from '@tanstack/react-query';
import type { NotificationRow } from '@vitrina/shared/core';
import {
  addLiveNotification,
  fetchLatestNotifications,
  fetchUnreadNotificationCount,
  markAllNotificationsRead,
  markNotificationRead,
  notificationKeys,
} from './notificationsApi';

let requests: SentRequest[];
afterEach(uninstallFakeRest);

describe('notificaciones', () => {
  it('pide las 10 más recientes del usuario', async () => {
    requests = installFakeRest(() => ({ body: [] }));
    await fetchLatestNotifications('u1');
    const params = requests[0]!.params;
    expect(requests[0]!.path).toBe('/rest/v1/notifications');
    expect(params.get('user_id')).toBe('eq.u1');
    expect(params.get('order')).toBe('created_at.desc');
    expect(params.get('limit')).toBe('10');
  });

  it('cuenta las no leídas con una petición HEAD', async () => {
    requests = installFakeRest(() => ({ body: [] }));
    await fetchUnreadNotificationCount('u1').catch(() => undefined);
    expect(requests[0]).toMatchObject({ method: 'HEAD', path: '/rest/v1/notifications' });
    expect(requests[0]!.params.get('read')).toBe('eq.false');
  });

  it('marca una como leída por id y todas las no leídas del usuario', async () => {
    requests = installFakeRest(() => ({ status: 204 }));
    await markNotificationRead('n1');
    await markAllNotificationsRead('u1');
    expect(requests[0]).toMatchObject({ method: 'PATCH', body: { read: true } });
    expect(requests[0]!.params.get('id')).toBe('eq.n1');
    expect(requests[1]!.params.get('user_id')).toBe('eq.u1');
    expect(requests[1]!.params.get('read')).toBe('eq.false');
  });

  it('lanza los errores de carga y de actualización (spec §8)', async () => {
    installFakeRest(() => postgrestRefusal('42501', 'permiso denegado', 403));
    await expect(fetchLatestNotifications('u1')).rejects.toMatchObject({ code: '42501' });
    await expect(markNotificationRead('n1')).rejects.toMatchObject({ code: '42501' });
  });

  it('la lista y el contador cuelgan de la clave del usuario, para invalidarlos juntos', () => {
    expect(notificationKeys.latest('u1').slice(0, 2)).toEqual(notificationKeys.user('u1'));
    expect(notificationKeys.unreadCount('u1').slice(0, 2)).toEqual(notificationKeys.user('u1'));
  });

  describe('una notificación en vivo', () => {
    const row = (id: string, read = false): NotificationRow => ({
      id,
      user_id: 'u1',
      type: 'order',
      title: `Aviso ${id}`,
      message: 'Detalle',
      read,
      ref_id: null,
      created_at: '2026-01-01T10:00:00Z',
    });

    it('entra en la lista y en el contador a la vez, antes de volver a leerlos', () => {
      const client = new QueryClient();
      client.setQueryData(notificationKeys.latest('u1'), [row('viejo', true)]);
      client.setQueryData(notificationKeys.unreadCount('u1'), 0);
      addLiveNotification(client, 'u1', row('nuevo'));
      expect(client.getQueryData<NotificationRow[]>(notificationKeys.latest('u1'))?.map((n) => n.id)).toEqual([
        'nuevo',
        'viejo',
      ]);
      expect(client.getQueryData(notificationKeys.unreadCount('u1'))).toBe(1);
    });

    it('no la cuenta dos veces y la lista guarda solo las 10 más recientes', () => {
      const client = new QueryClient();
      const ten = Array.from({ length: 10 }, (_, index) => row(`n${index}`, true));
      client.setQueryData(notificationKeys.latest('u1'), ten);
      client.setQueryData(notificationKeys.unreadCount('u1'), 0);
      addLiveNotification(client, 'u1', row('nuevo'));
      addLiveNotification(client, 'u1', row('nuevo'));
      const latest = client.getQueryData<NotificationRow[]>(notificationKeys.latest('u1'))!;
      expect(latest).toHaveLength(10);
      expect(latest[0].id).toBe('nuevo');
      expect(latest.some((n) => n.id === 'n9')).toBe(false);
      expect(client.getQueryData(notificationKeys.unreadCount('u1'))).toBe(1);
    });
  });
});
