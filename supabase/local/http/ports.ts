/**
 * Ports the stack (and `npm start`) listen on, checked before anything starts, so a port already in
 * use is one clear line naming it and the variable that moves it — not a stack trace halfway through.
 */
import net from 'node:net';

export interface NamedPort {
  port: number;
  /** What listens there, e.g. "the API". */
  what: string;
  /** The environment variable that changes it, e.g. PORT. */
  variable: string;
}

export class PortInUseError extends Error {
  constructor(readonly named: NamedPort) {
    super(
      `Port ${named.port} (${named.what}) is already in use: stop what is using it, or start with another port, e.g. ${named.variable}=${named.port + 10}.`,
    );
  }
}

function free(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

/** Throws PortInUseError for the first port (other than 0, "any free one") that is taken. */
export async function checkPortsFree(ports: NamedPort[], host: string): Promise<void> {
  for (const p of ports) {
    if (p.port !== 0 && !(await free(p.port, host))) throw new PortInUseError(p);
  }
}

/** The same error for a listen that failed with EADDRINUSE after the check (a race). */
export function portInUse(error: unknown, ports: NamedPort[]): PortInUseError | null {
  const e = error as { code?: string; port?: number };
  if (e?.code !== 'EADDRINUSE') return null;
  const named = ports.find((p) => p.port === e.port) ?? { port: e.port ?? 0, what: 'a server', variable: 'PORT' };
  return new PortInUseError(named);
}
