import styled, { css } from 'styled-components';
import { fillCopy, TimeAgo, type Conversation, bareList, goldCountPill } from '@vitrina/shared/core';
import { MemberAvatar } from '../layout/MemberAvatar';
import { messagesCopy } from './copy';

const List = styled.ul`
  ${bareList}
  overflow-y: auto;
`;

const Entry = styled.button.withConfig({ shouldForwardProp: (prop) => prop !== 'selected' })<{ selected: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: transparent;
  text-align: left;
  font: inherit;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focusInset};
  }
  ${({ selected, theme }) =>
    selected &&
    css`
      background: ${theme.colors.surfaceMuted};
      box-shadow: inset 3px 0 0 ${theme.colors.gold};
    `}
`;

const Lines = styled.span`
  display: grid;
  gap: 2px;
  min-width: 0;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Name = styled.span`
  color: ${({ theme }) => theme.colors.ink};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Product = styled.span`
  color: ${({ theme }) => theme.colors.goldDark};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Last = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Meta = styled.span`
  display: grid;
  justify-items: end;
  gap: ${({ theme }) => theme.space[1]};
  align-self: start;
  time {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: nowrap;
  }
`;

const Unread = styled.span`
  ${goldCountPill(20)}
`;

export interface ConversationListProps {
  conversations: Conversation[];
  selectedUserId: string | null;
  onSelect: (conversation: Conversation) => void;
}

/** The member's conversations, latest first: who, which piece, the last message, when, how many unread. */
export function ConversationList({ conversations, selectedUserId, onSelect }: ConversationListProps) {
  return (
    <List aria-label={messagesCopy.conversationsLabel}>
      {conversations.map((conversation) => (
        <li key={conversation.user_id}>
          <Entry
            type="button"
            selected={conversation.user_id === selectedUserId}
            aria-current={conversation.user_id === selectedUserId ? 'true' : undefined}
            onClick={() => onSelect(conversation)}
          >
            <MemberAvatar name={conversation.display_name} url={conversation.avatar_url} size={44} />
            <Lines>
              <Name>{conversation.display_name}</Name>
              {conversation.product_title ? <Product>{conversation.product_title}</Product> : null}
              <Last>{conversation.last_message}</Last>
            </Lines>
            <Meta>
              <TimeAgo value={conversation.last_message_date} />
              {conversation.unread_count > 0 ? (
                <Unread aria-label={fillCopy(messagesCopy.unreadMessages, { count: conversation.unread_count })}>
                  {conversation.unread_count}
                </Unread>
              ) : null}
            </Meta>
          </Entry>
        </li>
      ))}
    </List>
  );
}
