/**
 * CPU seconds (user + system) that processes spent, read from /proc (Linux): for a bench whose client, server and
 * database share one machine, where each part's CPU says more than the wall time alone.
 */
import fs from 'node:fs';

export interface CpuGroups {
  [group: string]: (commandLine: string, pid: number) => boolean;
}

/** Each group's CPU seconds so far: the sum over the live processes whose command line it claims. */
export function cpuSeconds(groups: CpuGroups): Record<string, number> {
  const totals = Object.fromEntries(Object.keys(groups).map((g) => [g, 0]));
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const seconds = (Number(fields[11]) + Number(fields[12])) / 100;
      const commandLine = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ');
      for (const [group, claims] of Object.entries(groups))
        if (claims(commandLine, Number(entry))) totals[group] += seconds;
    } catch {
      // The process ended while it was read.
    }
  }
  return totals;
}

/** What each group spent between two readings. */
export function cpuSpent(before: Record<string, number>, after: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(after).map(([g, s]) => [g, s - (before[g] ?? 0)]));
}
