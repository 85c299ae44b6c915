import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { copy, type Conversation, type MessageRow, UserError } from '@vitrina/shared/core';
import { useUser } from '@vitrina/shared/kernel';
import { supabaseClient } from '../supabaseClient';
import { read } from '../read';
import { subscribeToMemberInserts, useMemberInserts } from '../realtime';
import { fetchPublicProfiles, PUBLIC_MEMBER_COLUMNS, type PublicMember } from '../publicProfiles';
import { messageKeys } from './messages';

/** A message as the dashboard reads it: the row and the title of the piece it is about. */
export type MessageWithProduct = MessageRow & { product: { id: string; title: string } | null };

/**
 * How many of the member's latest messages the conversation list is derived from. A conversation whose last
 * message is older than the latest 500 drops off the list until someone writes in it again.
 */
export const CONVERSATION_SOURCE_LIMIT = 500;

const MESSAGE_FIELDS = 'id, sender_id, receiver_id, product_id, message, read, created_at, product:products(id, title)';

/**
 * One conversation per other member (spec §3 Conversation): the latest message, its date, how many of theirs are
 * unread, the piece the latest message about a piece names. `messages` must be newest first.
 */
export function deriveConversations(
  userId: string,
  messages: MessageWithProduct[],
  profiles: ReadonlyMap<string, Pick<PublicMember, 'display_name' | 'avatar_url'> & { username?: string | null }>,
): Conversation[] {
  const byUser = new Map<string, Conversation>();
  for (const message of messages) {
    const otherId = message.sender_id === userId ? message.receiver_id : message.sender_id;
    let conversation = byUser.get(otherId);
    if (!conversation) {
      const profile = profiles.get(otherId);
      conversation = {
        user_id: otherId,
        display_name: profile?.display_name || copy.common.defaultUserName,
        username: profile?.username ?? null,
        avatar_url: profile?.avatar_url ?? null,
        last_message: message.message,
        last_message_date: message.created_at,
        unread_count: 0,
        product_id: null,
        product_title: null,
      };
      byUser.set(otherId, conversation);
    }
    if (!conversation.product_id && message.product_id) {
      conversation.product_id = message.product_id;
      conversation.product_title = message.product?.title ?? null;
    }
    if (message.receiver_id === userId && !message.read) conversation.unread_count += 1;
  }
  return [...byUser.values()];
}

export async function fetchConversations(userId: string): Promise<Conversation[]> {
  const { data } = await read<MessageWithProduct[] | null>(
    {
      path: 'messages',
      params: {
        select: MESSAGE_FIELDS,
        or: `(sender_id.eq.${userId},receiver_id.eq.${userId})`,
        order: 'created_at.desc',
        limit: String(CONVERSATION_SOURCE_LIMIT),
      },
    },
    { as: 'member' },
  );
  const messages = data ?? [];
  const profiles = await fetchPublicProfiles(
    messages.map((m) => (m.sender_id === userId ? m.receiver_id : m.sender_id)),
    PUBLIC_MEMBER_COLUMNS,
  );
  return deriveConversations(userId, messages, profiles);
}

/** The messages between the member and another member, oldest first. */
export async function fetchThread(userId: string, otherUserId: string): Promise<MessageWithProduct[]> {
  const { data } = await read<MessageWithProduct[] | null>(
    {
      path: 'messages',
      params: {
        select: MESSAGE_FIELDS,
        or: `(and(sender_id.eq.${userId},receiver_id.eq.${otherUserId}),and(sender_id.eq.${otherUserId},receiver_id.eq.${userId}))`,
        order: 'created_at.asc',
      },
    },
    { as: 'member' },
  );
  return data ?? [];
}

/** Marks as read what the other member sent (spec §4: unread become read when the conversation opens). */
export async function markThreadRead(userId: string, otherUserId: string): Promise<void> {
  const supabase = await supabaseClient();
  const { error } = await supabase
    .from('messages')
    .update({ read: true })
    .eq('receiver_id', userId)
    .eq('sender_id', otherUserId)
    .eq('read', false);
  if (error) throw error;
}

export function conversationsQueryOptions(userId: string) {
  return queryOptions({ queryKey: messageKeys.conversations(userId), queryFn: () => fetchConversations(userId) });
}

export function threadQueryOptions(userId: string, otherUserId: string) {
  return queryOptions({
    queryKey: messageKeys.thread(userId, otherUserId),
    queryFn: () => fetchThread(userId, otherUserId),
  });
}

export function useConversations() {
  const user = useUser();
  return useQuery({ ...conversationsQueryOptions(user?.id ?? ''), enabled: Boolean(user?.id) });
}

export function useThread(otherUserId: string | null | undefined) {
  const user = useUser();
  return useQuery({
    ...threadQueryOptions(user?.id ?? '', otherUserId ?? ''),
    enabled: Boolean(user?.id && otherUserId),
  });
}

export function useMarkThreadRead() {
  const user = useUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (otherUserId: string) => {
      if (!user) throw new UserError(copy.marketplace.userNotAuthenticated);
      return markThreadRead(user.id, otherUserId);
    },
    // the unread counts of the conversation list and the read marks of the open thread
    onSuccess: (_data, otherUserId) =>
      user
        ? Promise.all([
            queryClient.invalidateQueries({ queryKey: messageKeys.conversations(user.id) }),
            queryClient.invalidateQueries({ queryKey: messageKeys.thread(user.id, otherUserId) }),
          ])
        : undefined,
  });
}

/** New messages to the member (realtime inserts filtered by receiver_id; RLS checks each event too). */
export function subscribeToIncomingMessages(userId: string, onInsert: (message: MessageRow) => void): () => void {
  return subscribeToMemberInserts('messages', 'receiver_id', userId, onInsert);
}

/** Live messages: a new one refreshes the conversations and the open thread, then calls `onInsert`. */
export function useIncomingMessages(onInsert?: (message: MessageRow) => void) {
  const queryClient = useQueryClient();
  useMemberInserts(subscribeToIncomingMessages, (message) => {
    void queryClient.invalidateQueries({ queryKey: messageKeys.all });
    onInsert?.(message);
  });
}
