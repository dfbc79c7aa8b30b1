/**
 * A request → response handler (the app scheme's) served over HTTP on 127.0.0.1: the cold-start bench's app origin
 * (desktop-rig.ts, appOverLoopback). Chromium resolves *.localhost to loopback itself, so the page keeps its host.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LoopbackServer {
  port: number;
  close(): Promise<void>;
}

export async function serveOverLoopback(
  handler: (request: Request) => Promise<Response>,
  port: number,
): Promise<LoopbackServer> {
  const server = http.createServer((incoming, outgoing) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    const request = new Request(`http://${incoming.headers.host}${incoming.url}`, { method: incoming.method, headers });
    handler(request)
      .then(async (response) => {
        const body = Buffer.from(await response.arrayBuffer());
        outgoing.writeHead(response.status, Object.fromEntries(response.headers));
        outgoing.end(body);
      })
      .catch((error: Error) => {
        outgoing.writeHead(500, { 'Content-Type': 'text/plain' });
        outgoing.end(error.message);
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
