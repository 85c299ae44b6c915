import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { NOTIFICATIONS_LIST_HEIGHT_PX, notificationTarget, TimeAgo, type NotificationRow } from '@vitrina/shared/core';
import { DropdownMenu } from '@vitrina/shared/ui';
import { BellButton } from './BellButton';
import { notificationsBellCopy } from './copy';
import { useLatestNotifications, useMarkAllNotificationsRead, useMarkNotificationRead } from './notificationsApi';

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

const Time = styled(TimeAgo)`
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
 * The bell's open menu (Radix DropdownMenu): the latest 10 with relative times (the full date and time as their
 * title); choosing one marks it read and opens what it is about. Loaded by NotificationsMenu when the member first
 * points at, focuses or presses the bell, and then shown already open (`defaultOpen`).
 */
export default function NotificationsPanel({ unread, defaultOpen = false }: { unread: number; defaultOpen?: boolean }) {
  const navigate = useNavigate();
  const { data: notifications = [], isPending } = useLatestNotifications();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();

  const open = (notification: NotificationRow) => {
    if (!notification.read) markRead.mutate(notification.id);
    const target = notificationTarget(notification);
    if (target) navigate(target);
  };

  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <BellButton unread={unread} />
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
                <Time value={notification.created_at} />
              </Text>
            </Item>
          ))}
        </List>
      </Panel>
    </DropdownMenu>
  );
}
