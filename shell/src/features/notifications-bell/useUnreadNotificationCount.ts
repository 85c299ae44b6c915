import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@vitrina/shared/core';

/**
 * Unread notifications of the signed-in user, for the bell's badge. The key sits under the user's notifications key,
 * so whoever invalidates the notification list (the dashboard, the realtime listener) refreshes the badge too.
 */
export function useUnreadNotificationCount(userId: string | undefined) {
  return useQuery({
    queryKey: [...queryKeys.notifications(userId ?? ''), 'unread-count'],
    enabled: Boolean(userId),
    queryFn: async () => {
      // supabase-js is its own entry; a signed-in page has usually loaded it already for the session.
      const { supabase } = await import('@vitrina/shared/supabase');
      const { count, error } = await supabase
        .from('notifications')
        .select('id', { count: 'exact', head: true })
        .eq('user_id', userId!)
        .eq('read', false);
      // Spec §8: notification load errors are thrown with no message shown.
      if (error) throw error;
      return count ?? 0;
    },
  });
}
