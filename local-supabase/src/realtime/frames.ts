/** One Phoenix channel message, whatever serializer carried it. */
export interface PhoenixMessage {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

export type Vsn = '1.0.0' | '2.0.0';

const USER_BROADCAST_PUSH = 3;
const JSON_ENCODING = 1;

/**
 * vsn 2.0.0 text frames are `[join_ref, ref, topic, event, payload]`; vsn 1.0.0 frames are objects
 * `{join_ref, ref, topic, event, payload}`. realtime-js also sends broadcast pushes as binary frames
 * (kind 3: six length bytes, then join_ref, ref, topic, user event, metadata, then the payload).
 * Returns null for anything that is not a well-formed message.
 */
export function decodeFrame(data: Buffer | string, isBinary: boolean): PhoenixMessage | null {
  if (isBinary && typeof data !== 'string') return decodeBinaryPush(data);
  let parsed: unknown;
  try {
    parsed = JSON.parse(typeof data === 'string' ? data : data.toString('utf8'));
  } catch {
    return null;
  }
  let fields: unknown[];
  if (Array.isArray(parsed)) fields = parsed;
  else if (parsed && typeof parsed === 'object') {
    const o = parsed as Record<string, unknown>;
    fields = [o.join_ref, o.ref, o.topic, o.event, o.payload];
  } else return null;
  const [joinRef, ref, topic, event, payload] = fields;
  if (typeof topic !== 'string' || typeof event !== 'string') return null;
  return {
    joinRef: refOf(joinRef),
    ref: refOf(ref),
    topic,
    event,
    payload:
      payload && typeof payload === 'object' && !Array.isArray(payload) ? (payload as Record<string, unknown>) : {},
  };
}

export function encodeFrame(vsn: Vsn, msg: PhoenixMessage): string {
  if (vsn === '1.0.0') {
    return JSON.stringify({
      join_ref: msg.joinRef,
      ref: msg.ref,
      topic: msg.topic,
      event: msg.event,
      payload: msg.payload,
    });
  }
  return JSON.stringify([msg.joinRef, msg.ref, msg.topic, msg.event, msg.payload]);
}

function refOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return null;
}

function decodeBinaryPush(buf: Buffer): PhoenixMessage | null {
  if (buf.length < 7 || buf[0] !== USER_BROADCAST_PUSH) return null;
  const lengths = [buf[1], buf[2], buf[3], buf[4], buf[5]];
  const encoding = buf[6];
  let offset = 7;
  const parts: string[] = [];
  for (const length of lengths) {
    if (offset + length > buf.length) return null;
    parts.push(buf.subarray(offset, offset + length).toString('utf8'));
    offset += length;
  }
  const [joinRef, ref, topic, userEvent, metadata] = parts;
  const body = buf.subarray(offset);
  let inner: unknown = null;
  let meta: unknown;
  try {
    if (encoding === JSON_ENCODING) inner = JSON.parse(body.toString('utf8'));
    if (metadata) meta = JSON.parse(metadata);
  } catch {
    return null;
  }
  const payload: Record<string, unknown> = { type: 'broadcast', event: userEvent, payload: inner };
  if (encoding !== JSON_ENCODING) payload.binary = true;
  if (meta && typeof meta === 'object') payload.meta = meta;
  return { joinRef: joinRef || null, ref: ref || null, topic, event: 'broadcast', payload };
}
