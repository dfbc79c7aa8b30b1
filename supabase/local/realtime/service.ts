/**
 * `/realtime/v1`: Supabase Realtime as @supabase/realtime-js speaks to it — the Phoenix channel
 * protocol on `/websocket` (postgres changes, broadcast, presence) and the broadcast REST API on
 * `/api/broadcast`. See README.md beside this file for what it implements and what it does not.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { bearerToken } from '../http/jwt.ts';
import { HttpError, json, type ApiRequest, type Reply, type Service, type StackContext } from '../http/types.ts';
import { writePermission } from './authorization.ts';
import { ChangeFeed, type DatabaseMessage } from './changes.ts';
import type { RealtimeDeps } from './channel.ts';
import { Connection } from './connection.ts';
import { Hub, type OutgoingBroadcast } from './hub.ts';
import type { Vsn } from './protocol.ts';
import { checkToken } from './tokens.ts';

/** Largest frame accepted from a client (Supabase's default payload limit is 256 KB; frames carry more). */
const MAX_FRAME_BYTES = 1024 * 1024;

export interface RealtimeService extends Service {
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer, path: string): void;
  /** Closes every socket (clients reconnect with their backoff) and stops the change feed. */
  close(): Promise<void>;
}

function refuseUpgrade(socket: Duplex, status: number, message: string): void {
  const body = JSON.stringify({ error: message });
  socket.end(
    `HTTP/1.1 ${status} ${status === 401 ? 'Unauthorized' : 'Not Found'}\r\ncontent-type: application/json\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}

/** A database broadcast (realtime.send) as the channels get it: with `meta.id`, as Supabase sends it. */
function fromDatabase(m: DatabaseMessage): OutgoingBroadcast {
  const meta = { id: m.id };
  if (m.binary) return { event: m.event, json: null, binary: { body: Buffer.from(m.binary, 'base64'), meta } };
  return {
    event: m.event,
    json: JSON.stringify({ type: 'broadcast', event: m.event, payload: m.payload, meta }),
    binary: null,
  };
}

export async function createRealtimeService(ctx: StackContext, log: (line: string) => void): Promise<RealtimeService> {
  const hub = new Hub();
  const feed = new ChangeFeed(ctx.db, (m) => hub.broadcast(m.private, m.topic, fromDatabase(m), null), log);
  await feed.start();
  ctx.onSchemaChange(() => feed.schemaChanged());
  const deps: RealtimeDeps = { db: ctx.db, roles: ctx.roles, jwtSecret: ctx.config.jwtSecret, hub, feed, log };
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const connections = new Set<Connection>();

  /** The caller of the REST broadcast API: its bearer token, else its apikey. */
  async function restCaller(req: ApiRequest) {
    const apikey = req.headers.apikey;
    const token = bearerToken(req.headers) ?? (typeof apikey === 'string' ? apikey : null);
    const checked = await checkToken(token, ctx.config.jwtSecret, ctx.roles);
    if ('refusal' in checked) throw new HttpError(401, { message: checked.refusal.message });
    return checked.claims;
  }

  /** Sends REST broadcasts; a private one only when the caller may write to its topic (RLS). */
  async function restBroadcast(req: ApiRequest): Promise<Reply> {
    const claims = await restCaller(req);
    const single = /^\/api\/broadcast\/([^/]+)\/events\/([^/]+)$/.exec(req.path);
    const messages: { topic: string; event: string; private: boolean; out: OutgoingBroadcast }[] = [];
    if (single) {
      const topic = decodeURIComponent(single[1]);
      const event = decodeURIComponent(single[2]);
      const body = await req.body();
      const binary = String(req.headers['content-type'] ?? '').startsWith('application/octet-stream');
      const privateTopic = req.url.searchParams.get('private') === 'true';
      if (!binary) {
        try {
          JSON.parse(body.toString('utf8'));
        } catch {
          throw new HttpError(400, { message: 'Invalid JSON payload' });
        }
      }
      messages.push({
        topic,
        event,
        private: privateTopic,
        out: binary
          ? { event, json: null, binary: { body, meta: null } }
          : {
              event,
              json: `{"type":"broadcast","event":${JSON.stringify(event)},"payload":${body.toString('utf8')}}`,
              binary: null,
            },
      });
    } else {
      const parsed = await req.json<{ messages?: unknown }>();
      if (!Array.isArray(parsed.messages)) throw new HttpError(422, { message: 'messages must be a list' });
      for (const raw of parsed.messages) {
        const m = (raw ?? {}) as Record<string, unknown>;
        if (typeof m.topic !== 'string' || typeof m.event !== 'string') {
          throw new HttpError(422, { message: 'each message needs a topic and an event' });
        }
        messages.push({
          topic: m.topic,
          event: m.event,
          private: m.private === true,
          out: {
            event: m.event,
            json: JSON.stringify({ type: 'broadcast', event: m.event, payload: m.payload ?? {} }),
            binary: null,
          },
        });
      }
    }
    for (const m of messages) {
      if (m.private && !(await writePermission(ctx.db, claims, m.topic, 'broadcast'))) continue;
      hub.broadcast(m.private, m.topic, m.out, null);
    }
    return { status: 202 };
  }

  return {
    async handle(req) {
      if (req.method === 'POST' && (req.path === '/api/broadcast' || req.path.startsWith('/api/broadcast/'))) {
        return restBroadcast(req);
      }
      if (req.path === '/websocket') return json(400, { message: 'expected a WebSocket upgrade' });
      return json(404, { message: 'not found' });
    },

    upgrade(req, socket, head, path) {
      if (path !== '/websocket') return refuseUpgrade(socket, 404, 'not found');
      const url = new URL(req.url ?? '/', 'http://localhost');
      const headerKey = req.headers['x-api-key'];
      const apiKey = typeof headerKey === 'string' ? headerKey : url.searchParams.get('apikey');
      const vsn: Vsn = url.searchParams.get('vsn') === '1.0.0' ? '1.0.0' : '2.0.0';
      if (!apiKey) return refuseUpgrade(socket, 401, 'API key is missing');
      void checkToken(apiKey, ctx.config.jwtSecret, ctx.roles).then(
        (checked) => {
          if ('refusal' in checked) {
            const expired = /expired/.test(checked.refusal.message);
            return refuseUpgrade(socket, 401, expired ? 'Token has expired' : checked.refusal.message);
          }
          wss.handleUpgrade(req, socket, head, (ws: WebSocket) => {
            const connection = new Connection(deps, ws, vsn, apiKey);
            connections.add(connection);
            ws.on('close', () => connections.delete(connection));
          });
        },
        () => socket.destroy(),
      );
    },

    async close() {
      await Promise.all([...connections].map((c) => c.close()));
      connections.clear();
      wss.close();
      await feed.stop();
    },
  };
}
