import type { WebSocket } from 'ws';
import type { JwtClaims } from '../db/types';
import { isJsonTooDeep, MAX_JSON_DEPTH } from '../http/nesting';
import type { Catalog } from './catalog';
import { bindingId, type ChangeBinding, type ChangeEvent, type ChannelRegistry, type JoinedChannel } from './channel';
import { parseFilter } from './filters';
import { decodeFrame, encodeFrame, type PhoenixMessage, type Vsn } from './frames';

export interface ConnectionDeps {
  registry: ChannelRegistry;
  catalog: Catalog;
  verifyJwt: (token: string) => Promise<JwtClaims>;
}

const EVENTS = new Set<ChangeEvent>(['*', 'INSERT', 'UPDATE', 'DELETE']);

/**
 * One websocket speaking the Phoenix channel protocol as realtime-js uses it: heartbeats on the
 * `phoenix` topic; phx_join with `postgres_changes` bindings; access_token updates; phx_leave;
 * broadcast (relayed to the topic's other members, and to the sender when `broadcast.self`);
 * presence (acknowledged, not tracked: the apps do not use it).
 */
export class RealtimeConnection {
  private readonly channels = new Map<string, JoinedChannel>();
  /** messages are handled one after another so a join finishes before the next frame is read */
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly ws: WebSocket,
    private readonly vsn: Vsn,
    private readonly socketClaims: JwtClaims,
    private readonly deps: ConnectionDeps,
  ) {
    ws.on('message', (data, isBinary) => {
      const msg = decodeFrame(Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer), isBinary);
      if (!msg) return;
      // relaying serialises the payload again: a deeper one would overflow the stack there
      if (isJsonTooDeep(msg.payload)) {
        if (msg.ref !== null)
          this.reply(msg, 'error', { reason: `payload nests deeper than ${MAX_JSON_DEPTH} levels` });
        return;
      }
      this.chain = this.chain
        .then(() => this.handle(msg))
        .catch((err: unknown) => console.error('[realtime] message failed', err));
    });
    ws.on('close', () => this.dropAll());
  }

  /** Closes every channel of this socket, e.g. on server shutdown. */
  dropAll(): void {
    for (const channel of this.channels.values()) this.deps.registry.remove(channel);
    this.channels.clear();
  }

  private send(msg: PhoenixMessage): void {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(encodeFrame(this.vsn, msg));
  }

  private reply(msg: PhoenixMessage, status: 'ok' | 'error', response: Record<string, unknown>): void {
    this.send({
      joinRef: msg.joinRef,
      ref: msg.ref,
      topic: msg.topic,
      event: 'phx_reply',
      payload: { status, response },
    });
  }

  private async handle(msg: PhoenixMessage): Promise<void> {
    if (msg.topic === 'phoenix') {
      if (msg.event === 'heartbeat') this.reply(msg, 'ok', {});
      return;
    }
    if (msg.event === 'phx_join') return this.join(msg);
    const channel = this.channels.get(msg.topic);
    if (!channel || (msg.joinRef !== null && channel.joinRef !== null && msg.joinRef !== channel.joinRef)) {
      // Phoenix's answer to a push on a topic this socket has not joined
      if (msg.ref !== null) this.reply(msg, 'error', { reason: 'unmatched topic' });
      return;
    }
    switch (msg.event) {
      case 'phx_leave':
        this.forget(channel);
        this.reply(msg, 'ok', {});
        return;
      case 'access_token':
        return this.updateToken(channel, msg);
      case 'broadcast':
        this.relayBroadcast(channel, msg);
        if (msg.ref !== null) this.reply(msg, 'ok', {});
        return;
      case 'presence':
        if (msg.ref !== null) this.reply(msg, 'ok', {});
        return;
      default:
        if (msg.ref !== null) this.reply(msg, 'error', { reason: `unknown event ${msg.event}` });
    }
  }

  private async join(msg: PhoenixMessage): Promise<void> {
    const config = (msg.payload.config ?? {}) as {
      postgres_changes?: unknown;
      broadcast?: { self?: unknown };
      private?: unknown;
    };
    let claims: JwtClaims;
    try {
      claims = await this.claimsFor(msg.payload.access_token);
    } catch (err) {
      this.reply(msg, 'error', { reason: (err as Error).message });
      return;
    }
    if (config.private === true) {
      // private channels need realtime.messages authorization policies, which this backend does not have
      this.reply(msg, 'error', { reason: 'Private channels are not supported by the local backend' });
      return;
    }
    const requested = Array.isArray(config.postgres_changes) ? config.postgres_changes : [];
    const bindings: ChangeBinding[] = [];
    const echoed: Record<string, unknown>[] = [];
    for (const raw of requested) {
      try {
        const binding = await this.toBinding(raw);
        bindings.push(binding);
        echoed.push({ ...(raw as Record<string, unknown>), id: binding.id });
      } catch (err) {
        this.reply(msg, 'error', { reason: (err as Error).message });
        return;
      }
    }

    const previous = this.channels.get(msg.topic);
    if (previous) this.forget(previous);
    const channel: JoinedChannel = {
      topic: msg.topic,
      joinRef: msg.joinRef ?? msg.ref,
      claims,
      bindings,
      broadcastSelf: config.broadcast?.self === true,
      send: (out) => this.send(out),
      closeWithError: (message) => {
        this.systemMessage(channel, 'error', message, 'system');
        this.send({ joinRef: channel.joinRef, ref: null, topic: channel.topic, event: 'phx_close', payload: {} });
        this.forget(channel);
      },
    };
    this.channels.set(msg.topic, channel);
    this.deps.registry.add(channel);
    this.reply(msg, 'ok', { postgres_changes: echoed });
    if (bindings.length > 0) this.systemMessage(channel, 'ok', 'Subscribed to PostgreSQL', 'postgres_changes');
  }

  private async toBinding(raw: unknown): Promise<ChangeBinding> {
    if (!raw || typeof raw !== 'object') throw new Error('invalid postgres_changes binding');
    const { event, schema, table, filter } = raw as Record<string, unknown>;
    const upper = typeof event === 'string' ? (event.toUpperCase() as ChangeEvent) : undefined;
    if (!upper || !EVENTS.has(upper))
      throw new Error(`invalid event ${String(event)}: use *, INSERT, UPDATE or DELETE`);
    if (typeof schema !== 'string' || !schema) throw new Error('postgres_changes needs a schema');
    if (table !== undefined && table !== null && typeof table !== 'string') throw new Error('invalid table');
    if (filter !== undefined && filter !== null && typeof filter !== 'string') throw new Error('invalid filter');
    const parsedFilter = typeof filter === 'string' && filter ? parseFilter(filter) : undefined;
    const tableName = typeof table === 'string' && table ? table : undefined;
    if (schema !== '*' && tableName && tableName !== '*') {
      const info = await this.deps.catalog.table(schema, tableName);
      // like Supabase Realtime: a table outside the supabase_realtime publication cannot be subscribed to
      if (!info || !info.published) {
        throw new Error(
          `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [schema: ${schema}, table: ${tableName}, filters: [${filter ?? ''}]]`,
        );
      }
      if (parsedFilter && !info.columns.some((c) => c.name === parsedFilter.column)) {
        throw new Error(`invalid filter: column ${parsedFilter.column} does not exist in ${schema}.${tableName}`);
      }
    }
    return {
      id: bindingId({
        event: String(event),
        schema,
        table: tableName,
        filter: typeof filter === 'string' ? filter : undefined,
      }),
      event: upper,
      schema,
      table: tableName,
      filter: parsedFilter,
    };
  }

  /** The join's access_token (a user JWT or the anon key), else the socket's apikey. */
  private async claimsFor(token: unknown): Promise<JwtClaims> {
    if (typeof token !== 'string' || token === '' || token.startsWith('sb_')) return this.socketClaims;
    const claims = await this.deps.verifyJwt(token);
    if (!claims.role || typeof claims.exp !== 'number') throw new Error('Fields `role` and `exp` are required in JWT');
    return claims;
  }

  private async updateToken(channel: JoinedChannel, msg: PhoenixMessage): Promise<void> {
    const token = msg.payload.access_token;
    // new-format API keys are not JWTs; realtime ignores them here
    if (typeof token === 'string' && token.startsWith('sb_')) return;
    try {
      if (typeof token !== 'string' || !token) throw new Error('access_token is missing');
      channel.claims = await this.claimsFor(token);
    } catch (err) {
      channel.closeWithError(`Invalid token: ${(err as Error).message}`);
    }
  }

  private relayBroadcast(channel: JoinedChannel, msg: PhoenixMessage): void {
    // binary user payloads are acknowledged but not relayed: only JSON broadcasts are supported
    if (msg.payload.binary === true) return;
    const payload = { type: 'broadcast', event: msg.payload.event, payload: msg.payload.payload };
    for (const member of this.deps.registry.byTopic(channel.topic)) {
      if (member === channel && !channel.broadcastSelf) continue;
      member.send({ joinRef: null, ref: null, topic: member.topic, event: 'broadcast', payload });
    }
  }

  private systemMessage(channel: JoinedChannel, status: 'ok' | 'error', message: string, extension: string): void {
    this.send({
      joinRef: channel.joinRef,
      ref: null,
      topic: channel.topic,
      event: 'system',
      payload: { extension, status, message, channel: channel.topic.replace(/^realtime:/, '') },
    });
  }

  private forget(channel: JoinedChannel): void {
    this.deps.registry.remove(channel);
    if (this.channels.get(channel.topic) === channel) this.channels.delete(channel.topic);
  }
}
