/** Phoenix frames: both JSON protocol versions and the binary user broadcasts of realtime-js. */
import { describe, expect, it } from 'vitest';
import RealtimeSerializer from '@supabase/realtime-js/dist/module/lib/serializer.js';
import {
  decodeBinary,
  decodeText,
  encode,
  encodeRaw,
  encodeUserBroadcast,
  FrameError,
} from '../../../supabase/local/realtime/protocol.ts';

const serializer = new RealtimeSerializer();
const viaClient = (msg: Record<string, unknown>) =>
  new Promise<string | ArrayBuffer>((resolve) => serializer.encode(msg as never, resolve));
const decodedByClient = (raw: string | ArrayBuffer) =>
  new Promise<Record<string, unknown>>((resolve) => serializer.decode(raw, resolve));

describe('Phoenix frames', () => {
  it('reads 2.0.0 arrays and 1.0.0 objects', () => {
    expect(decodeText('["1","2","realtime:a","phx_join",{"x":1}]')).toEqual({
      joinRef: '1',
      ref: '2',
      topic: 'realtime:a',
      event: 'phx_join',
      payload: { x: 1 },
    });
    expect(decodeText('{"join_ref":null,"ref":"3","topic":"phoenix","event":"heartbeat","payload":{}}')).toMatchObject({
      ref: '3',
      topic: 'phoenix',
      event: 'heartbeat',
    });
    expect(() => decodeText('nope')).toThrow(FrameError);
    expect(() => decodeText('[1,2]')).toThrow(FrameError);
  });

  it('reads the binary broadcast realtime-js pushes, JSON or bytes', async () => {
    const json = await viaClient({
      join_ref: '1',
      ref: '4',
      topic: 'realtime:room',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'cursor', payload: { x: 1 } },
    });
    const { message, broadcast } = decodeBinary(Buffer.from(json as ArrayBuffer));
    expect(message).toMatchObject({ joinRef: '1', ref: '4', topic: 'realtime:room', event: 'broadcast' });
    expect(broadcast.event).toBe('cursor');
    expect(broadcast.encoding).toBe('json');
    expect(JSON.parse(broadcast.body.toString())).toEqual({ x: 1 });

    const bytes = await viaClient({
      join_ref: '1',
      ref: '5',
      topic: 'realtime:room',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'blob', payload: new Uint8Array([7, 8]).buffer },
    });
    const b = decodeBinary(Buffer.from(bytes as ArrayBuffer)).broadcast;
    expect([b.encoding, [...b.body]]).toEqual(['binary', [7, 8]]);
    expect(() => decodeBinary(Buffer.from([9, 0, 0]))).toThrow(FrameError);
  });

  it('writes frames realtime-js decodes', async () => {
    const reply = encode('2.0.0', {
      joinRef: '1',
      ref: '1',
      topic: 'realtime:a',
      event: 'phx_reply',
      payload: { status: 'ok', response: {} },
    });
    expect(await decodedByClient(reply)).toEqual({
      join_ref: '1',
      ref: '1',
      topic: 'realtime:a',
      event: 'phx_reply',
      payload: { status: 'ok', response: {} },
    });
    expect(JSON.parse(encodeRaw('1.0.0', 'realtime:a', 'postgres_changes', '{"ids":[1]}'))).toEqual({
      join_ref: null,
      ref: null,
      topic: 'realtime:a',
      event: 'postgres_changes',
      payload: { ids: [1] },
    });
    const frame = encodeUserBroadcast('realtime:a', 'blob', Buffer.from([1, 2, 3]), { id: 'm1' });
    const arrayBuffer = frame.buffer.slice(frame.byteOffset, frame.byteOffset + frame.byteLength);
    const decoded = await decodedByClient(arrayBuffer as ArrayBuffer);
    expect(decoded).toMatchObject({ topic: 'realtime:a', event: 'broadcast' });
    const payload = decoded.payload as { event: string; payload: ArrayBuffer; meta: object };
    expect([payload.event, [...new Uint8Array(payload.payload)], payload.meta]).toEqual([
      'blob',
      [1, 2, 3],
      { id: 'm1' },
    ]);
  });
});
