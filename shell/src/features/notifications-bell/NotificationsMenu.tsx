import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  formatRelativeTime,
  NOTIFICATIONS_LIST_HEIGHT_PX,
  notificationTarget,
  notificationToastVariant,
  type NotificationRow,
} from '@vitrina/shared/core';
import { toast } from '@vitrina/shared/kernel';
import { DropdownMenu } from '@vitrina/shared/ui';
import { BellIcon } from '../top-bar/icons';
import { badgeFigure } from '../top-bar/IconBadgeLink';
import { bellLabel } from './bellLabel';
import { notificationsBellCopy } from './copy';
import {
  useLatestNotifications,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotificationsRealtime,
  useUnreadNotificationCount,
} from './notificationsApi';

const Trigger = styled.button`
  position: relative;
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.full};
  background: transparent;
  color: ${({ theme }) => theme.colors.textInverse};
  cursor: pointer;
  &:hover,
  &[data-state='open'] {
    background: rgba(255, 255, 255, 0.08);
    color: ${({ theme }) => theme.colors.goldLight};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const Count = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.gold};
  color: ${({ theme }) => theme.colors.ink};
  font-size: 11px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 18px;
  text-align: center;
  box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.ink};
`;

const Panel = styled(DropdownMenu.Content)`
  width: min(380px, calc(100vw - 16px));
  padding: 0;
  overflow: hidden;
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

// A menu's label, not a heading: a role=menu may hold only items, groups and separators (axe aria-required-children).
const HeaderTitle = styled(DropdownMenu.Label)`
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.ink};
`;

const MarkAllItem = styled(DropdownMenu.Item)`
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.info};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

// Spec §9: the list area is 400 px high and scrolls.
const List = styled.div`
  max-height: ${NOTIFICATIONS_LIST_HEIGHT_PX}px;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[1]};
`;

const Item = styled(DropdownMenu.Item)`
  display: grid;
  grid-template-columns: 10px minmax(0, 1fr);
  align-items: start;
  justify-content: stretch;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
`;

const Dot = styled.span.withConfig({ shouldForwardProp: (prop) => prop !== 'unread' })<{ unread: boolean }>`
  width: 8px;
  height: 8px;
  margin-top: 6px;
  border-radius: 50%;
  background: ${({ unread, theme }) => (unread ? theme.colors.gold : 'transparent')};
`;

const Text = styled.span`
  display: grid;
  gap: 2px;
  min-width: 0;
`;

const Title = styled.span.withConfig({ shouldForwardProp: (prop) => prop !== 'unread' })<{ unread: boolean }>`
  color: ${({ theme }) => theme.colors.ink};
  font-weight: ${({ unread, theme }) => (unread ? theme.fontWeights.semibold : theme.fontWeights.regular)};
`;

const Message = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Time = styled.time`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[4]};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * A realtime notification as a toast styled by its type (spec §9). On the messages page a `message` notification is
 * left to the page, which already says 'Nuevo mensaje' for the same insert.
 */
export function showNotificationToast(
  notification: Pick<NotificationRow, 'title' | 'message' | 'type'>,
  pathname: string = window.location.pathname,
) {
  if (notification.type === 'message' && pathname.startsWith('/dashboard/messages')) return;
  toast({
    title: notification.title,
    description: notification.message,
    variant: notificationToastVariant(notification.type),
  });
}

/**
 * The bell's menu: the unread count on the bell, the latest 10 with relative times; choosing one marks it read and
 * opens what it is about; new ones arrive live as toasts. Loaded lazily by NotificationsBell.
 */
export default function NotificationsMenu() {
  const navigate = useNavigate();
  const { data: unread = 0 } = useUnreadNotificationCount();
  const { data: notifications = [], isPending } = useLatestNotifications();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  useNotificationsRealtime((notification) => showNotificationToast(notification));

  const open = (notification: NotificationRow) => {
    if (!notification.read) markRead.mutate(notification.id);
    const target = notificationTarget(notification);
    if (target) navigate(target);
  };

  return (
    <DropdownMenu modal={false}>
      <DropdownMenu.Trigger asChild>
        <Trigger type="button" aria-label={bellLabel(unread)}>
          <BellIcon />
          {unread > 0 && (
            <Count data-testid="notifications-count" aria-hidden="true">
              {badgeFigure(unread)}
            </Count>
          )}
        </Trigger>
      </DropdownMenu.Trigger>
      <Panel align="end" aria-label={notificationsBellCopy.notifications}>
        <Header>
          <HeaderTitle>{notificationsBellCopy.notifications}</HeaderTitle>
          {unread > 0 && (
            <MarkAllItem
              onSelect={(event) => {
                event.preventDefault();
                markAllRead.mutate();
              }}
            >
              {notificationsBellCopy.markAllRead}
            </MarkAllItem>
          )}
        </Header>
        <List>
          {!isPending && notifications.length === 0 ? <Empty>{notificationsBellCopy.noNotifications}</Empty> : null}
          {notifications.map((notification) => (
            <Item key={notification.id} onSelect={() => open(notification)} data-unread={!notification.read}>
              <Dot unread={!notification.read} aria-hidden="true" />
              <Text>
                <Title unread={!notification.read}>{notification.title}</Title>
                <Message>{notification.message}</Message>
                <Time dateTime={notification.created_at}>{formatRelativeTime(notification.created_at)}</Time>
              </Text>
            </Item>
          ))}
        </List>
      </Panel>
    </DropdownMenu>
  );
}
