import { useEffect, useRef } from 'react';
import { useUser } from '@vitrina/shared/kernel';
import { withClient } from './supabaseClient';

let channelCounter = 0;

/**
 * Listens for new rows of `table` addressed to one member (realtime inserts filtered by `column`; RLS also checks
 * each event). `onSubscribed` runs once the channel is joined: a row inserted between a first read and the join never
 * comes as an event, so a caller may re-read then. Returns the unsubscribe function, which also stops a channel
 * still waiting for the client to load. Each call gets its own channel, so one listener leaving never closes another's.
 */
export function subscribeToMemberInserts<Row>(
  table: 'messages' | 'notifications',
  column: 'receiver_id' | 'user_id',
  userId: string,
  onInsert: (row: Row) => void,
  onSubscribed?: () => void,
): () => void {
  channelCounter += 1;
  const name = `${table}:${userId}:${channelCounter}`;
  return withClient((supabase) => {
    const channel = supabase
      .channel(name)
      .on(
        'postgres_changes',
        { event: 'INSERT', schema: 'public', table, filter: `${column}=eq.${userId}` },
        (payload) => onInsert(payload.new as Row),
      )
      .subscribe((status) => {
        if (status === 'SUBSCRIBED') onSubscribed?.();
      });
    return () => void supabase.removeChannel(channel);
  });
}

type Subscribe<Row> = (userId: string, onInsert: (row: Row) => void, onSubscribed?: () => void) => () => void;

/**
 * Keeps a subscription open while a member is signed in (a new one on each sign-in), calling the latest `onInsert`
 * and `onSubscribed` given, so callers may pass inline functions without re-subscribing on every render.
 */
export function useMemberInserts<Row>(
  subscribe: Subscribe<Row>,
  onInsert: (row: Row, userId: string) => void,
  onSubscribed?: (userId: string) => void,
) {
  const userId = useUser()?.id;
  const handlers = useRef({ onInsert, onSubscribed });
  useEffect(() => {
    handlers.current = { onInsert, onSubscribed };
  });
  useEffect(() => {
    if (!userId) return undefined;
    return subscribe(
      userId,
      (row) => handlers.current.onInsert(row, userId),
      () => handlers.current.onSubscribed?.(userId),
    );
  }, [userId, subscribe]);
}
