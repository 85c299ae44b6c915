import { lazy, Suspense } from 'react';
import { useShownUser } from '../top-bar/useShownUser';
import { paths } from '@vitrina/shared/core';
import { BellIcon } from '../top-bar/icons';
import { IconBadgeLink } from '../top-bar/IconBadgeLink';
import { bellLabel } from './bellLabel';

// The menu brings the notifications data module, Radix and the realtime listener: only signed-in members load it.
const NotificationsMenu = lazy(() => import('./NotificationsMenu'));

/** The bell with the unread count and the latest notifications; only for signed-in users. */
export function NotificationsBell() {
  const user = useShownUser();
  if (!user) return null;
  return (
    <Suspense fallback={<NotificationsBellView unread={0} />}>
      <NotificationsMenu />
    </Suspense>
  );
}

/** Holds the bell's place (a link to the dashboard) while the menu's code loads. */
export function NotificationsBellView({ unread }: { unread: number }) {
  return (
    <IconBadgeLink
      to={paths.dashboard}
      label={bellLabel(unread)}
      count={unread}
      icon={<BellIcon />}
      testId="notifications-count"
    />
  );
}
