import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { Readable, type Duplex } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HttpError, json, type ApiRequest, type Reply, type Service } from './types.ts';

const CORS_HEADERS: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET,POST,PUT,PATCH,DELETE,OPTIONS,HEAD',
  'access-control-allow-headers':
    'authorization, x-client-info, apikey, content-type, prefer, range, accept-profile, content-profile, x-upsert, cache-control, x-supabase-api-version, accept, x-region, content-encoding, x-retry-count',
  'access-control-expose-headers':
    'content-range, content-location, content-profile, x-supabase-api-version, content-length, content-type, etag, location, preference-applied, range-unit',
  'access-control-max-age': '86400',
};

export interface Mount {
  prefix: string;
  service: Service;
}

function readBody(req: http.IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > limit) {
      req.resume();
      reject(new HttpError(413, { code: 'PayloadTooLarge', message: 'The request body is too large' }));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > limit) {
        req.destroy();
        reject(new HttpError(413, { code: 'PayloadTooLarge', message: 'The request body is too large' }));
      } else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function toApiRequest(raw: http.IncomingMessage, url: URL, path: string, maxBody: number): ApiRequest {
  let bodyPromise: Promise<Buffer> | null = null;
  const body = (limit = maxBody) => (bodyPromise ??= readBody(raw, limit));
  return {
    method: raw.method ?? 'GET',
    url,
    path,
    headers: raw.headers,
    raw,
    body,
    async json<T>() {
      const buf = await body();
      if (buf.length === 0) return {} as T;
      try {
        return JSON.parse(buf.toString('utf8')) as T;
      } catch {
        throw new HttpError(400, { code: 'PGRST102', message: 'Empty or invalid json', details: null, hint: null });
      }
    },
  };
}

async function send(res: http.ServerResponse, reply: Reply, head: boolean): Promise<void> {
  res.writeHead(reply.status, { ...CORS_HEADERS, ...reply.headers });
  const b = reply.body;
  if (head || b == null) {
    if (b instanceof Readable) b.destroy();
    res.end();
  } else if (b instanceof Readable) {
    // Also ends when the client goes away mid-body (a cut download): the stream is destroyed, its file closed.
    // Waiting for 'finish' hung the handler for good and kept the file open.
    await pipeline(b, res).catch((e: NodeJS.ErrnoException) => {
      // The client went away mid-body: nothing is left to send to.
      if (e.code !== 'ERR_STREAM_PREMATURE_CLOSE') throw e;
    });
  } else res.end(b);
}

/** One HTTP server that routes by path prefix, adds CORS, limits bodies and logs each request. */
export function createHttpServer(opts: {
  mounts: Mount[];
  maxBodyBytes: number;
  log: (line: string) => void;
  fallback?: (req: ApiRequest) => Promise<Reply>;
}): http.Server {
  const mounts = [...opts.mounts].sort((a, b) => b.prefix.length - a.prefix.length);
  const server = http.createServer(async (raw, res) => {
    const started = performance.now();
    const url = new URL(raw.url ?? '/', 'http://localhost');
    let status = 500;
    try {
      let reply: Reply;
      if (raw.method === 'OPTIONS') reply = { status: 204 };
      else {
        const mount = mounts.find((m) => url.pathname === m.prefix || url.pathname.startsWith(m.prefix + '/'));
        const path = mount ? url.pathname.slice(mount.prefix.length) || '/' : url.pathname;
        const req = toApiRequest(raw, url, path, opts.maxBodyBytes);
        try {
          if (mount) reply = await mount.service.handle(req);
          else if (opts.fallback) reply = await opts.fallback(req);
          else reply = json(404, { message: 'no Route matched with those values' });
        } catch (e) {
          if (e instanceof HttpError) reply = json(e.status, e.body, e.headers);
          else {
            opts.log(`error ${raw.method} ${url.pathname}: ${(e as Error).stack ?? String(e)}`);
            reply = json(500, { code: 'InternalError', message: (e as Error).message ?? 'Internal error' });
          }
        }
      }
      status = reply.status;
      await send(res, reply, raw.method === 'HEAD');
    } catch (e) {
      if (!res.headersSent) {
        res.writeHead(500, CORS_HEADERS);
        res.end();
      }
      opts.log(`error writing reply: ${String(e)}`);
    } finally {
      opts.log(`${raw.method} ${url.pathname}${url.search} ${status} ${(performance.now() - started).toFixed(1)}ms`);
    }
  });
  closeIdleSocketsLate(server);
  // WebSockets (realtime): the mounted service takes the socket, or it is refused.
  server.on('upgrade', (raw: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(raw.url ?? '/', 'http://localhost');
    const mount = mounts.find((m) => url.pathname === m.prefix || url.pathname.startsWith(m.prefix + '/'));
    if (!mount?.service.upgrade) {
      socket.end('HTTP/1.1 404 Not Found\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
      return;
    }
    opts.log(`GET ${url.pathname} websocket`);
    mount.service.upgrade(raw, socket, head, url.pathname.slice(mount.prefix.length) || '/');
  });
  return server;
}

/**
 * An idle keep-alive socket whose timer fires is closed one turn of the event loop later, and only if nothing
 * arrived on it meanwhile. Node closes it at once; but the stack shares its thread (with PGlite, and in tests with
 * the test and its client), so after the thread was busy for longer than the keep-alive timeout every idle socket's
 * timer is overdue at once, and a request the client wrote in the meantime sits unread on one of them: closing it
 * then resets the client (ECONNRESET on an upload). The turn lets the server read that request first.
 */
function closeIdleSocketsLate(server: http.Server) {
  // With a listener here, Node leaves a timed-out socket to it instead of destroying it.
  server.on('timeout', (socket: Socket) => {
    const read = socket.bytesRead;
    setImmediate(() => {
      if (socket.bytesRead === read) socket.destroy();
    });
  });
}

export function listen(server: http.Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

export function closeServer(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections?.();
    setTimeout(() => server.closeAllConnections?.(), 2000).unref();
  });
}
