import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createVerifyJwtLookup, parseFunctionSettings } from '../../../supabase/local/functions/function-config.ts';

const TOML = `
project_id = "loom"

[api]
port = 54321
verify_jwt = false # not a function table

[functions.public-feed]
verify_jwt = false
entrypoint = "./functions/public-feed/index.ts"

[functions."quoted-name"]
verify_jwt = false  # comment

[functions.private]
verify_jwt = true
`;

describe('functions config.toml', () => {
  it('reads verify_jwt of [functions.<name>] tables only', () => {
    const settings = parseFunctionSettings(TOML);
    expect([...settings.keys()]).toEqual(['public-feed', 'quoted-name', 'private']);
    expect(settings.get('public-feed')).toEqual({ verify_jwt: false });
    expect(settings.get('quoted-name')).toEqual({ verify_jwt: false });
    expect(settings.get('private')).toEqual({ verify_jwt: true });
  });

  it('defaults to verifying JWTs, and re-reads the file when it changes', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'loom-config-'));
    const file = path.join(dir, 'config.toml');
    try {
      const verifyJwt = createVerifyJwtLookup(file);
      expect(await verifyJwt('public-feed')).toBe(true); // no file yet
      await fs.writeFile(file, TOML);
      expect(await verifyJwt('public-feed')).toBe(false);
      expect(await verifyJwt('unlisted')).toBe(true);
      await fs.writeFile(file, '[functions.public-feed]\nverify_jwt = true\n');
      await fs.utimes(file, new Date(2030, 0, 1), new Date(2030, 0, 1));
      expect(await verifyJwt('public-feed')).toBe(true);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
