/**
 * A recording HTTP proxy in front of the local stack, in a process of its own: each request it has not seen (method,
 * path and body) goes to the stack and its reply is kept; a request seen before is answered with the kept reply.
 * A bench syncs once through it to record, then syncs again against replies that cost the server nothing: the client
 * pays for every byte as before (HTTP, parsing, checks, writes), while the server's share (its SQL, JSON and HTTP
 * work) is taken off this machine's two cores, as it is off a desktop's with a hosted backend.
 * Run: node --import tsx tests/bench/support/replay-proxy.ts <stack url>   (prints "REPLAY URL: http://…")
 * GET /__replay/stats answers { replayed, forwarded } since the last GET /__replay/reset.
 */
import http from 'node:http';

interface Kept {
  status: number;
  headers: http.OutgoingHttpHeaders;
  body: Buffer;
}

/** Headers that describe one connection or one encoding of the body, not the reply: not kept. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date']);

const target = new URL(process.argv[2]);
const kept = new Map<string, Kept>();
let stats = { replayed: 0, forwarded: 0 };

const readBody = (stream: http.IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });

/** A request that reads and changes nothing: a GET, or the sync's pull. */
const isRead = (req: http.IncomingMessage) =>
  req.method === 'GET' || req.url?.split('?')[0] === '/rest/v1/rpc/sync_pull';

const answer = (res: http.ServerResponse, reply: Kept) => {
  res.writeHead(reply.status, { ...reply.headers, 'content-length': reply.body.length });
  res.end(reply.body);
};

function forward(req: http.IncomingMessage, body: Buffer): Promise<Kept> {
  return new Promise((resolve, reject) => {
    const headers = { ...req.headers, host: target.host };
    const out = http.request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers },
      (reply) => {
        readBody(reply).then((replyBody) => {
          const kept: http.OutgoingHttpHeaders = {};
          for (const [name, value] of Object.entries(reply.headers))
            if (!HOP_HEADERS.has(name) && value !== undefined) kept[name] = value;
          resolve({ status: reply.statusCode ?? 502, headers: kept, body: replyBody });
        }, reject);
      },
    );
    out.on('error', reject);
    out.end(body);
  });
}

const server = http.createServer((req, res) => {
  if (req.url === '/__replay/stats') return void res.end(JSON.stringify(stats));
  if (req.url === '/__replay/reset') {
    stats = { replayed: 0, forwarded: 0 };
    return void res.end('{}');
  }
  void readBody(req).then(
    async (body) => {
      if (!req.method || !req.url) return void res.writeHead(400).end();
      const key = `${req.method} ${req.url} ${body.toString('latin1')}`;
      const known = kept.get(key);
      if (known) {
        stats.replayed += 1;
        return answer(res, known);
      }
      stats.forwarded += 1;
      try {
        const reply = await forward(req, body);
        // Only successful reads are replayed (a failure, a write, a sign-in is asked again).
        if (reply.status < 300 && isRead(req)) kept.set(key, reply);
        answer(res, reply);
      } catch (error) {
        res.writeHead(502).end((error as Error).message);
      }
    },
    () => res.destroy(),
  );
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as { port: number };
  console.log(`REPLAY URL: http://127.0.0.1:${port}`);
});
