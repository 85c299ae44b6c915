import { fillCopy } from '@vitrina/shared/core';
import { badgeFigure } from '../top-bar/IconBadgeLink';
import { notificationsBellCopy } from './copy';

/** The bell's accessible name: with the unread count when there is any. The placeholder and the menu share it. */
export function bellLabel(unread: number): string {
  return unread > 0
    ? fillCopy(notificationsBellCopy.notificationsUnread, { count: badgeFigure(unread) })
    : notificationsBellCopy.notifications;
}
