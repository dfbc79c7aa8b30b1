import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { staleTypesMessage, typedSchemas } from '../../../scripts/database-types.ts';

const FILE = path.join(process.cwd(), 'supabase/functions/_shared/database.types.ts');

describe('gen:types --check message', () => {
  it('is null when the committed file equals the generated one', () => {
    expect(staleTypesMessage('export type Json = string;\n', 'export type Json = string;\n', FILE)).toBeNull();
  });

  it('names the stale file and the command that fixes it, on one line', () => {
    const message = staleTypesMessage('old', 'new', FILE);
    expect(message).toBe(
      'supabase/functions/_shared/database.types.ts is stale: it differs from what supabase/migrations produce; run `npm run gen:types` and commit it.',
    );
  });

  it('says when the file is missing', () => {
    expect(staleTypesMessage(null, 'new', FILE)).toBe(
      'supabase/functions/_shared/database.types.ts is missing: run `npm run gen:types` and commit it.',
    );
  });
});

describe('the schemas typed', () => {
  it("are public and config.toml's [api] schemas, as the Supabase CLI's default", () => {
    const toml = '[api]\nenabled = true\nschemas = ["public", "graphql_public"]\n\n[db]\nport = 54322\n';
    expect(typedSchemas(toml)).toEqual(['public', 'graphql_public']);
    expect(typedSchemas('[db]\nschemas = ["other"]\n')).toEqual(['public']);
  });
});
