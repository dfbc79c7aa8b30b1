import fs from 'node:fs/promises';

/**
 * The `[functions.<name>]` tables of a Supabase config.toml, read with a tiny TOML subset reader: table
 * headers and `key = true|false` lines are all the gateway needs (`verify_jwt`); other lines are skipped.
 */
export function parseFunctionSettings(toml: string): Map<string, Record<string, boolean>> {
  const settings = new Map<string, Record<string, boolean>>();
  let current: Record<string, boolean> | null = null;
  for (const rawLine of toml.split(/\r?\n/)) {
    const line = rawLine.replace(/\s+#.*$/, '').trim();
    const table = /^\[\s*functions\s*\.\s*(?:"([^"]+)"|([A-Za-z0-9_-]+))\s*\]$/.exec(line);
    if (table) {
      const name = table[1] ?? table[2];
      current = settings.get(name) ?? {};
      settings.set(name, current);
    } else if (line.startsWith('[')) current = null;
    else if (current) {
      const kv = /^([A-Za-z0-9_-]+)\s*=\s*(true|false)$/.exec(line);
      if (kv) current[kv[1]] = kv[2] === 'true';
    }
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
