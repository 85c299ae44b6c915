import { copy, useUser } from '@vitrina/shared/core';
import { BellIcon } from '../top-bar/icons';
import { IconBadgeLink } from '../top-bar/IconBadgeLink';
import { useUnreadNotificationCount } from './useUnreadNotificationCount';

/** The bell with the unread count; only for signed-in users. The notification list itself lives in the dashboard. */
export function NotificationsBell() {
  const user = useUser();
  const { data: unread = 0 } = useUnreadNotificationCount(user?.id);
  if (!user) return null;
  return <NotificationsBellView unread={unread} />;
}

export function NotificationsBellView({ unread }: { unread: number }) {
  const label = unread > 0 ? `${copy.common.notifications} (${unread} sin leer)` : copy.common.notifications;
  return <IconBadgeLink to="/dashboard" label={label} count={unread} icon={<BellIcon />} testId="notifications-count" />;
}
