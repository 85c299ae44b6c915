import type { JwtClaims } from '../db/types';
import type { ChangeFilter } from './filters';
import type { PhoenixMessage } from './frames';

export type ChangeEvent = '*' | 'INSERT' | 'UPDATE' | 'DELETE';

/** One `postgres_changes` binding of a joined channel, with the id the join reply gave the client. */
export interface ChangeBinding {
  id: number;
  event: ChangeEvent;
  /** `*` matches every schema */
  schema: string;
  /** undefined matches every table of the schema */
  table?: string;
  filter?: ChangeFilter;
}

/** A channel a socket has joined: what the change dispatcher and broadcast relay need. */
export interface JoinedChannel {
  topic: string;
  joinRef: string | null;
  claims: JwtClaims;
  bindings: ChangeBinding[];
  broadcastSelf: boolean;
  send(msg: PhoenixMessage): void;
  /** tells the client the channel is gone (system error + phx_close) and forgets it */
  closeWithError(message: string): void;
}

/** Every joined channel of every socket. */
export class ChannelRegistry {
  private readonly channels = new Set<JoinedChannel>();

  add(channel: JoinedChannel): void {
    this.channels.add(channel);
  }

  remove(channel: JoinedChannel): void {
    this.channels.delete(channel);
  }

  all(): JoinedChannel[] {
    return [...this.channels];
  }

  byTopic(topic: string): JoinedChannel[] {
    return this.all().filter((c) => c.topic === topic);
  }
}

/** A stable small integer per binding definition, like realtime's `phash2(params)`. */
export function bindingId(params: { event: string; schema: string; table?: string; filter?: string }): number {
  const text = JSON.stringify([params.event, params.schema, params.table ?? null, params.filter ?? null]);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 134217728;
}

export function isExpired(claims: JwtClaims, now = Date.now()): boolean {
  return typeof claims.exp === 'number' && claims.exp * 1000 <= now;
}
