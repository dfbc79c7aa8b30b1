import fs from 'node:fs/promises';
import { parseToml } from '../config-toml.ts';

/** The boolean settings of each `[functions.<name>]` table of a Supabase config.toml (the gateway needs `verify_jwt`). */
export function parseFunctionSettings(toml: string): Map<string, Record<string, boolean>> {
  const settings = new Map<string, Record<string, boolean>>();
  for (const [table, values] of parseToml(toml)) {
    if (!table.startsWith('functions.')) continue;
    const flags = Object.entries(values).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean');
    settings.set(table.slice('functions.'.length), Object.fromEntries(flags));
  }
  return settings;
}

/** Whether the gateway checks the JWT of calls to `name` (Supabase's default: yes). Re-read when the file changes. */
export function createVerifyJwtLookup(configPath: string): (name: string) => Promise<boolean> {
  let cached: { mtimeMs: number; settings: Map<string, Record<string, boolean>> } | null = null;
  return async (name) => {
    const stat = await fs.stat(configPath).catch(() => null);
    if (!stat) return true;
    if (cached?.mtimeMs !== stat.mtimeMs)
      cached = { mtimeMs: stat.mtimeMs, settings: parseFunctionSettings(await fs.readFile(configPath, 'utf8')) };
    return cached.settings.get(name)?.verify_jwt ?? true;
  };
}
