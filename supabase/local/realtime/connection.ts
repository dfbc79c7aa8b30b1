/**
 * One WebSocket (Phoenix's socket process): heartbeats, joins, leaves and routing of each frame to
 * its channel, replies with the push's ref, and an idle timeout.
 */
import type { WebSocket } from 'ws';
import { Channel, type RealtimeDeps } from './channel.ts';
import {
  decodeBinary,
  decodeText,
  encode,
  FrameError,
  type Message,
  type UserBroadcast,
  type Vsn,
} from './protocol.ts';

/** Phoenix closes a socket that has sent nothing (not even a heartbeat) for this long. */
const IDLE_TIMEOUT_MS = 60_000;

export class Connection {
  private readonly channels = new Map<string, Channel>();
  private idle: NodeJS.Timeout | undefined;
  /** Frames are handled one after another, as a Phoenix socket does. */
  private queue: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly deps: RealtimeDeps,
    private readonly ws: WebSocket,
    readonly vsn: Vsn,
    /** The `apikey` the socket connected with: the access token of joins that bring none. */
    readonly apiKey: string,
  ) {
    ws.on('message', (data, isBinary) => {
      this.touch();
      const buf = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
      this.queue = this.queue
        .then(() => this.receive(buf, isBinary))
        .catch((e: Error) => this.deps.log(`realtime: ${e.stack ?? e.message}`));
    });
    ws.on('close', () => void this.teardown());
    ws.on('error', () => undefined);
    this.touch();
  }

  send(frame: string | Buffer): void {
    if (!this.closed && this.ws.readyState === this.ws.OPEN) this.ws.send(frame);
  }

  frame(m: Message): string {
    return encode(this.vsn, m);
  }

  /** Drops a channel the server closed itself (token expiry). */
  forget(channel: Channel): void {
    if (this.channels.get(channel.topic) === channel) this.channels.delete(channel.topic);
  }

  /** Closes the socket (the stack is stopping): clients reconnect with their backoff. */
  async close(code = 1001, reason = 'server shutting down'): Promise<void> {
    this.ws.close(code, reason);
    await this.teardown();
  }

  private touch(): void {
    clearTimeout(this.idle);
    this.idle = setTimeout(() => void this.close(1000, 'heartbeat timeout'), IDLE_TIMEOUT_MS);
    this.idle.unref();
  }

  private async teardown(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.idle);
    const channels = [...this.channels.values()];
    this.channels.clear();
    await Promise.all(channels.map((c) => c.close()));
  }

  private reply(m: Message, status: 'ok' | 'error', response: object): void {
    this.send(
      this.frame({ joinRef: m.joinRef, ref: m.ref, topic: m.topic, event: 'phx_reply', payload: { status, response } }),
    );
  }

  private async receive(data: Buffer, isBinary: boolean): Promise<void> {
    if (this.closed) return;
    let m: Message;
    let user: UserBroadcast | null = null;
    try {
      if (isBinary) ({ message: m, broadcast: user } = decodeBinary(data));
      else m = decodeText(data.toString('utf8'));
    } catch (e) {
      if (e instanceof FrameError) return; // Phoenix drops undecodable frames.
      throw e;
    }
    if (m.topic === 'phoenix' && m.event === 'heartbeat') return this.reply(m, 'ok', {});
    if (m.event === 'phx_join') return this.join(m);
    const channel = this.channels.get(m.topic);
    if (!channel) return this.reply(m, 'error', { reason: 'unmatched topic' });
    switch (m.event) {
      case 'phx_leave':
        this.channels.delete(m.topic);
        this.reply(m, 'ok', {});
        await channel.close();
        return;
      case 'broadcast': {
        const r = await channel.broadcast(m, user);
        if (r) this.reply(m, r.status, r.response);
        return;
      }
      case 'presence': {
        const r = await channel.presence(m.payload);
        this.reply(m, r.status, r.response);
        return;
      }
      case 'access_token':
        return channel.refreshToken(m.payload.access_token);
      default:
        return; // Realtime ignores unknown events.
    }
  }

  private async join(m: Message): Promise<void> {
    if (!m.topic.startsWith('realtime:')) return this.reply(m, 'error', { reason: 'unmatched topic' });
    // A second join of a joined topic replaces the first, as Phoenix does.
    const previous = this.channels.get(m.topic);
    if (previous) {
      this.channels.delete(m.topic);
      this.send(
        this.frame({
          joinRef: previous.joinRef,
          ref: previous.joinRef,
          topic: m.topic,
          event: 'phx_close',
          payload: {},
        }),
      );
      await previous.close();
    }
    const channel = new Channel(this.deps, this, m.topic, m.joinRef, m.payload);
    const result = await channel.join();
    if (this.closed) {
      await channel.close();
      return;
    }
    this.reply(m, result.status, result.response);
    if (result.status !== 'ok') {
      await channel.close();
      return;
    }
    this.channels.set(m.topic, channel);
    channel.afterJoin();
  }
}
