import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { clearListingCache, copy, NOTIFICATIONS_LIMIT, type NotificationRow, UserError } from '@vitrina/shared/core';
import { queryRoots, useUser } from '@vitrina/shared/kernel';
import { read, subscribeToMemberInserts, supabaseClient, useMemberInserts } from '@vitrina/shared/data';

// The bell's own query module (only the shell shows notifications). A member's list and count hang under
// [...queryRoots.notifications, userId]: one invalidation of it refreshes both. Spec §8: notification load and update
// errors are thrown, with no message shown.
export const notificationKeys = {
  all: queryRoots.notifications,
  user: (userId: string) => [...queryRoots.notifications, userId] as const,
  latest: (userId: string) => [...queryRoots.notifications, userId, 'latest'] as const,
  unreadCount: (userId: string) => [...queryRoots.notifications, userId, 'unread-count'] as const,
};

/** The member's latest notifications, newest first (spec §7: all fields, limit 10). */
export async function fetchLatestNotifications(userId: string): Promise<NotificationRow[]> {
  const { data } = await read<NotificationRow[] | null>(
    {
      path: 'notifications',
      params: { select: '*', user_id: `eq.${userId}`, order: 'created_at.desc', limit: String(NOTIFICATIONS_LIMIT) },
    },
    { as: 'member' },
  );
  return data ?? [];
}

/** How many of the member's notifications are unread (all of them, not only the latest 10). */
export async function fetchUnreadNotificationCount(userId: string): Promise<number> {
  const { count } = await read(
    { path: 'notifications', params: { select: 'id', user_id: `eq.${userId}`, read: 'eq.false' }, head: true },
    { as: 'member' },
  );
  return count ?? 0;
}

export async function markNotificationRead(id: string): Promise<void> {
  const supabase = await supabaseClient();
  const { error } = await supabase.from('notifications').update({ read: true }).eq('id', id);
  if (error) throw error;
}

export async function markAllNotificationsRead(userId: string): Promise<void> {
  const supabase = await supabaseClient();
  const { error } = await supabase.from('notifications').update({ read: true }).eq('user_id', userId).eq('read', false);
  if (error) throw error;
}

export function latestNotificationsQueryOptions(userId: string) {
  return queryOptions({ queryKey: notificationKeys.latest(userId), queryFn: () => fetchLatestNotifications(userId) });
}

export function unreadNotificationCountQueryOptions(userId: string) {
  return queryOptions({
    queryKey: notificationKeys.unreadCount(userId),
    queryFn: () => fetchUnreadNotificationCount(userId),
  });
}

export function useLatestNotifications(options: { enabled?: boolean } = {}) {
  const user = useUser();
  return useQuery({
    ...latestNotificationsQueryOptions(user?.id ?? ''),
    enabled: Boolean(user?.id) && options.enabled !== false,
  });
}

export function useUnreadNotificationCount() {
  const user = useUser();
  return useQuery({ ...unreadNotificationCountQueryOptions(user?.id ?? ''), enabled: Boolean(user?.id) });
}

function useInvalidateNotifications() {
  const user = useUser();
  const queryClient = useQueryClient();
  return () => (user ? queryClient.invalidateQueries({ queryKey: notificationKeys.user(user.id) }) : Promise.resolve());
}

export function useMarkNotificationRead() {
  const user = useUser();
  const queryClient = useQueryClient();
  const invalidate = useInvalidateNotifications();
  return useMutation({
    mutationFn: markNotificationRead,
    // The badge and the dot change at once; the refetch confirms.
    onMutate: (id) => {
      if (!user) return;
      const latest = queryClient.getQueryData<NotificationRow[]>(notificationKeys.latest(user.id));
      const wasUnread = latest?.some((n) => n.id === id && !n.read);
      queryClient.setQueryData<NotificationRow[]>(notificationKeys.latest(user.id), (list) =>
        list?.map((n) => (n.id === id ? { ...n, read: true } : n)),
      );
      if (wasUnread) {
        queryClient.setQueryData<number>(notificationKeys.unreadCount(user.id), (count) =>
          Math.max(0, (count ?? 1) - 1),
        );
      }
    },
    onSettled: invalidate,
  });
}

export function useMarkAllNotificationsRead() {
  const user = useUser();
  const invalidate = useInvalidateNotifications();
  return useMutation({
    mutationFn: () => {
      if (!user) throw new UserError(copy.marketplace.userNotAuthenticated);
      return markAllNotificationsRead(user.id);
    },
    onSettled: invalidate,
  });
}

/**
 * Listens for the member's new notifications (realtime inserts filtered by user_id). `onSubscribed` runs once the
 * channel is joined, so the caller re-reads what came between its first read and the join.
 */
export function subscribeToNotifications(
  userId: string,
  onInsert: (notification: NotificationRow) => void,
  onSubscribed?: () => void,
): () => void {
  return subscribeToMemberInserts('notifications', 'user_id', userId, onInsert, onSubscribed);
}

/**
 * A live notification goes into the bell's list and count at once, in the same render: the count and the list are
 * two queries, and refetching both let the count say "1 sin leer" while an open menu still showed the list from
 * before. The refetch that follows confirms both against the database.
 */
export function addLiveNotification(queryClient: QueryClient, userId: string, notification: NotificationRow) {
  const latest = queryClient.getQueryData<NotificationRow[]>(notificationKeys.latest(userId));
  if (latest?.some((n) => n.id === notification.id)) return;
  if (latest) {
    queryClient.setQueryData<NotificationRow[]>(
      notificationKeys.latest(userId),
      [notification, ...latest].slice(0, NOTIFICATIONS_LIMIT),
    );
  }
  if (!notification.read) {
    queryClient.setQueryData<number>(notificationKeys.unreadCount(userId), (count) =>
      count === undefined ? count : count + 1,
    );
  }
}

/** Live notifications for the signed-in member: refreshes the list and the count, then calls `onInsert`. */
export function useNotificationsRealtime(onInsert?: (notification: NotificationRow) => void) {
  const queryClient = useQueryClient();
  const refresh = (userId: string) => void queryClient.invalidateQueries({ queryKey: notificationKeys.user(userId) });
  useMemberInserts(
    subscribeToNotifications,
    (notification: NotificationRow, userId) => {
      addLiveNotification(queryClient, userId, notification);
      refresh(userId);
      if (notification.type === 'saved_search') {
        // a piece the member searches for was just published: listings cached before it (5 min, spec §9) must
        // not hide it when they open their search
        clearListingCache();
        void queryClient.invalidateQueries({ queryKey: queryRoots.products });
      }
      onInsert?.(notification);
    },
    refresh,
  );
}
