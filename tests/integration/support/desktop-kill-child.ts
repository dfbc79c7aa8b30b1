/**
 * Run as a child process by desktop-sync.test.ts: opens the desktop service on a data folder, signs
 * in and lets it sync; the moment the server has answered an edit's first attempt (before the cache
 * marks it sent) the process kills itself with SIGKILL, as a crash or a power cut would.
 */
import fs from 'node:fs';
import { createDesktopService } from '../../../electron/main/desktop-service.ts';

const config = JSON.parse(process.env.LOOM_KILL_CHILD ?? '{}') as {
  dataDir: string;
  backendUrl: string;
  anonKey: string;
  accessToken: string;
  userId: string;
};

const service = createDesktopService({
  dataDir: config.dataDir,
  localFileUrl: (id) => `loomcache://price-list/${id}`,
  emit: () => undefined,
  pullIntervalMs: 3_600_000,
  offlineRetryMs: 3_600_000,
  realtime: false,
  hooks: {
    afterSend(entry, reply) {
      // Only an entry's first attempt dies: the replay after the crash must get through.
      if (entry.attempts > 0) return;
      fs.writeSync(1, `${JSON.stringify({ seq: entry.seq, reply })}\n`);
      process.kill(process.pid, 'SIGKILL');
      // Nothing after the server's answer may run: block until the signal lands.
      const until = Date.now() + 10_000;
      while (Date.now() < until) {
        /* waiting for SIGKILL */
      }
    },
  },
});
await service.startSession(config);
await service.syncNow();
console.error('the child was meant to die before finishing its sync');
process.exit(3);
