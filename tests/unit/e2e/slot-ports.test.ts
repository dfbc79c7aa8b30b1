/**
 * A browser-test run checks its slot's ports before it wipes or starts anything (tests/e2e/support/e2e-env.ts): a
 * server already listening on one stops the run with a line naming the port, what should listen there and E2E_SLOT.
 * By hand: `nc -l 127.0.0.1 25536 &` then `E2E_SLOT=11 npx playwright test …` prints that line and exits 1.
 */
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { checkSlotPortsFree, desktopRigPorts, E2E, slotPorts, SlotPortInUseError } from '../../e2e/support/e2e-env.ts';

/** A server holding a free port of 127.0.0.1 until closed. */
async function occupy(): Promise<{ port: number; close: () => Promise<void> }> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe("a browser-test run's ports", () => {
  it("are npm start's three and each worker's desktop rig's two, none twice", () => {
    const ports = slotPorts(2).map((p) => p.port);
    const rigs = [desktopRigPorts(0), desktopRigPorts(1)].flatMap((r) => [r.api, r.mail]);
    expect(ports).toEqual([E2E.apiPort, E2E.mailPort, E2E.webPort, ...rigs]);
    expect(new Set(ports).size).toBe(ports.length);
  });

  it('stop the run with one line naming a taken port, what listens there and the slot', async () => {
    const taken = await occupy();
    const free = await occupy();
    await free.close();
    try {
      const ports = [
        { port: free.port, what: 'the web app', variable: 'E2E_SLOT' },
        { port: taken.port, what: "the desktop rig's API, worker 0", variable: 'E2E_SLOT' },
      ];
      const error = await checkSlotPortsFree(ports, 7).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SlotPortInUseError);
      const { message } = error as SlotPortInUseError;
      expect(message.split('\n')).toHaveLength(1);
      expect(message).toMatch(new RegExp(`^Port ${taken.port} \\(the desktop rig's API, worker 0; E2E_SLOT=7\\)`));
      expect(message).toContain('e.g. E2E_SLOT=8.');
    } finally {
      await taken.close();
    }
    // Once it is free the run goes ahead.
    await expect(
      checkSlotPortsFree([{ port: taken.port, what: 'the web app', variable: 'E2E_SLOT' }], 7),
    ).resolves.toBeUndefined();
  });
});
