import { useMutation, useQueryClient } from '@tanstack/react-query';
import { copy, type MessageRow, UserError } from '@vitrina/shared/core';
import { queryRoots } from '@vitrina/shared/kernel';
import { supabaseClient } from '../supabaseClient';

export const messageKeys = {
  all: queryRoots.messages,
  conversations: (userId: string) => [...queryRoots.messages, 'conversations', userId] as const,
  thread: (userId: string, otherUserId: string) => [...queryRoots.messages, 'thread', userId, otherUserId] as const,
};

export interface SendMessageInput {
  senderId: string | null | undefined;
  receiverId: string;
  /** the piece the message is about (null in a plain conversation) */
  productId?: string | null;
  message: string;
}

/**
 * Inserts a message (spec §7: sender_id, receiver_id, message, product_id). Blank text is refused here as the
 * database does (`messages.message` 1–2000 characters once trimmed); the receiver gets a `message` notification
 * from the trigger `notify_message`.
 */
export async function sendMessage({
  senderId,
  receiverId,
  productId = null,
  message,
}: SendMessageInput): Promise<MessageRow> {
  const supabase = await supabaseClient();
  if (!senderId) throw new UserError(copy.marketplace.userNotAuthenticated);
  const text = message.trim();
  if (!text) throw new UserError(copy.marketplace.sendMessageErrorDescription);
  const { data, error } = await supabase
    .from('messages')
    .insert({ sender_id: senderId, receiver_id: receiverId, product_id: productId, message: text })
    .select()
    .single();
  if (error) throw error;
  return data;
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
