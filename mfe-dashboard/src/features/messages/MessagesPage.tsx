import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import styled, { css } from 'styled-components';
import { Card, copy, EmptyState, Skeleton, type Conversation } from '@vitrina/shared/core';
import { toast } from '@vitrina/shared/kernel';
import {
  useConversations,
  useIncomingMessages,
  useMarkThreadRead,
  productQueryOptions,
  usePublicMember,
  useThread,
} from '@vitrina/shared/data';
import { MessagesIcon } from '../layout/navIcons';
import { PageHeader } from '../layout/PageHeader';
import { ConversationList } from './ConversationList';
import { Thread } from './Thread';
import { dashboardCopy } from '../layout/copy';
import { messagesCopy } from './copy';

// The two panes share the viewport under the shell's top bar, the page heading and the content padding.
const Panes = styled(Card).withConfig({ shouldForwardProp: (prop) => prop !== 'open' })<{ open: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  height: calc(100vh - 72px - 160px);
  min-height: 460px;
  overflow: hidden;
  padding: 0;
  & > :first-child {
    display: ${({ open }) => (open ? 'none' : 'block')};
  }
  & > :last-child {
    display: ${({ open }) => (open ? 'grid' : 'none')};
  }
  /* a phone showing only the list: as tall as its conversations, not an empty screen-high box */
  ${({ open, theme }) =>
    !open &&
    css`
      ${theme.media.belowSidebar} {
        height: auto;
        min-height: 0;
      }
    `}
  ${({ theme }) => theme.media.aboveSidebar} {
    grid-template-columns: minmax(240px, 320px) minmax(0, 1fr);
    & > :first-child {
      display: block;
      border-right: 1px solid ${({ theme }) => theme.colors.border};
      overflow-y: auto;
    }
    & > :last-child {
      display: grid;
    }
  }
`;

const ListPane = styled.div`
  min-height: 0;
`;

const ThreadPane = styled.div`
  min-height: 0;
`;

function ListSkeleton() {
  return (
    <div aria-busy="true" style={{ display: 'grid', gap: 12, padding: 16 }}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height="56px" />
      ))}
    </div>
  );
}

/**
 * Mensajes (spec §2): conversations derived from the member's messages and the open thread. The open conversation
 * lives in the URL (?user=…&product=…), so a product page can link straight into a conversation about a piece.
 */
export function MessagesPage() {
  const [params, setParams] = useSearchParams();
  const selectedUserId = params.get('user');
  const productParam = params.get('product');
  const conversations = useConversations();
  const thread = useThread(selectedUserId);
  const markRead = useMarkThreadRead();
  const selected = conversations.data?.find((c) => c.user_id === selectedUserId);
  // A conversation opened by link before any message: the member's public name and the piece's title.
  const member = usePublicMember(selectedUserId && !selected ? selectedUserId : null);
  const productId = productParam ?? selected?.product_id ?? null;
  const linkedProductId = productParam && productParam !== selected?.product_id ? productParam : '';
  const product = useQuery({ ...productQueryOptions(linkedProductId), enabled: Boolean(linkedProductId) });

  useIncomingMessages((message) =>
    toast({ title: messagesCopy.newMessage, description: message.message, variant: 'info' }),
  );

  const conversationsErrorShown = useRef(false);
  useEffect(() => {
    if (conversations.isError && !conversationsErrorShown.current) {
      conversationsErrorShown.current = true;
      toast({
        title: messagesCopy.conversationsErrorTitle,
        description: messagesCopy.conversationsErrorDescription,
        variant: 'destructive',
      });
    }
  }, [conversations.isError]);

  useEffect(() => {
    if (thread.isError) {
      toast({
        title: messagesCopy.messagesErrorTitle,
        description: messagesCopy.messagesErrorDescription,
        variant: 'destructive',
      });
    }
  }, [thread.isError]);

  // Spec §4: the other member's unread messages become read when the conversation is open (also as new ones arrive).
  const unreadFromOther = thread.data?.some((m) => m.sender_id === selectedUserId && !m.read) ?? false;
  const { mutate: markThreadRead } = markRead;
  useEffect(() => {
    if (selectedUserId && unreadFromOther) markThreadRead(selectedUserId);
  }, [selectedUserId, unreadFromOther, markThreadRead]);

  const select = (conversation: Conversation) => {
    const next = new URLSearchParams({ user: conversation.user_id });
    if (conversation.product_id) next.set('product', conversation.product_id);
    setParams(next);
  };

  const list = conversations.data ?? [];
  const hasAny = list.length > 0 || Boolean(selectedUserId);

  if (!conversations.isPending && !hasAny) {
    return (
      <>
        <PageHeader title={dashboardCopy.messages} />
        <Card>
          <EmptyState
            icon={<MessagesIcon />}
            title={messagesCopy.emptyMessagesTitle}
            description={messagesCopy.emptyMessagesDescription}
            link={{ to: '/products', label: dashboardCopy.exploreProducts, variant: 'outline' }}
          />
        </Card>
      </>
    );
  }

  const productTitle =
    productId && productId === selected?.product_id ? selected.product_title : (product.data?.title ?? null);

  return (
    <>
      <PageHeader title={dashboardCopy.messages} />
      <Panes open={Boolean(selectedUserId)}>
        <ListPane>
          {conversations.isPending ? (
            <ListSkeleton />
          ) : (
            <ConversationList conversations={list} selectedUserId={selectedUserId} onSelect={select} />
          )}
        </ListPane>
        <ThreadPane>
          {selectedUserId ? (
            <Thread
              key={selectedUserId}
              otherUserId={selectedUserId}
              name={selected?.display_name ?? member.data?.display_name ?? copy.common.defaultUserName}
              username={selected?.username ?? member.data?.username ?? null}
              avatarUrl={selected?.avatar_url ?? member.data?.avatar_url ?? null}
              product={productId ? { id: productId, title: productTitle } : null}
              messages={thread.data}
              loading={thread.isPending}
              onBack={() => setParams(new URLSearchParams())}
            />
          ) : (
            <EmptyState
              icon={<MessagesIcon />}
              title={messagesCopy.chooseConversation}
              description={messagesCopy.chooseConversationDescription}
            />
          )}
        </ThreadPane>
      </Panes>
    </>
  );
}
