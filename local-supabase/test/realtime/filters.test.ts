import { matchesFilter, parseFilter } from '../../src/realtime/filters';
import { decodeFrame, encodeFrame } from '../../src/realtime/frames';

describe('realtime filters', () => {
  it('parses column=op.value and in lists with quoted commas', () => {
    expect(parseFilter('receiver_id=eq.abc')).toEqual({ column: 'receiver_id', op: 'eq', values: ['abc'] });
    expect(parseFilter('status=in.(a,"b,c",d)')).toEqual({ column: 'status', op: 'in', values: ['a', 'b,c', 'd'] });
  });

  it('refuses unknown operators and bad column names', () => {
    expect(() => parseFilter('title=like.x')).toThrow(/operator/);
    expect(() => parseFilter('a;drop=eq.1')).toThrow(/column/);
    expect(() => parseFilter('eq.1')).toThrow();
  });

  it('compares numbers as numbers and text as text; NULL matches nothing', () => {
    expect(matchesFilter(parseFilter('price=gt.100'), { price: 99 })).toBe(false);
    expect(matchesFilter(parseFilter('price=gt.100'), { price: 1500 })).toBe(true);
    expect(matchesFilter(parseFilter('price=lte.100'), { price: 100 })).toBe(true);
    expect(matchesFilter(parseFilter('read=eq.false'), { read: false })).toBe(true);
    expect(matchesFilter(parseFilter('name=neq.x'), { name: null })).toBe(false);
    expect(matchesFilter(parseFilter('type=in.(offer,order)'), { type: 'order' })).toBe(true);
    expect(matchesFilter(parseFilter('type=in.(offer,order)'), { type: 'message' })).toBe(false);
  });
});

describe('Phoenix frames', () => {
  it('reads vsn 2 arrays and vsn 1 objects, and writes each back', () => {
    const msg = { joinRef: '1', ref: '2', topic: 'realtime:x', event: 'phx_join', payload: { a: 1 } };
    expect(decodeFrame(Buffer.from('["1","2","realtime:x","phx_join",{"a":1}]'), false)).toEqual(msg);
    expect(
      decodeFrame('{"join_ref":"1","ref":"2","topic":"realtime:x","event":"phx_join","payload":{"a":1}}', false),
    ).toEqual(msg);
    expect(encodeFrame('2.0.0', msg)).toBe('["1","2","realtime:x","phx_join",{"a":1}]');
    expect(JSON.parse(encodeFrame('1.0.0', msg))).toEqual({
      join_ref: '1',
      ref: '2',
      topic: 'realtime:x',
      event: 'phx_join',
      payload: { a: 1 },
    });
    expect(decodeFrame('not json', false)).toBeNull();
  });

  it('reads realtime-js binary broadcast pushes (kind 3)', () => {
    const parts = ['1', '5', 'realtime:room', 'cursor', ''].map((p) => Buffer.from(p));
    const body = Buffer.from(JSON.stringify({ x: 1 }));
    const frame = Buffer.concat([Buffer.from([3, ...parts.map((p) => p.length), 1]), ...parts, body]);
    expect(decodeFrame(frame, true)).toEqual({
      joinRef: '1',
      ref: '5',
      topic: 'realtime:room',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'cursor', payload: { x: 1 } },
    });
  });
});
