/**
 * The edge-function isolation rule of eslint.config.js fires on planted imports: run through ESLint's
 * API on source text given a path inside supabase/functions (nothing is written to disk).
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const MESSAGE = 'Edge functions import only their own files and supabase/functions/_shared/.';

describe('lint: edge functions import only their own files and _shared/', () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: ROOT });
  });

  /** The isolation rule's messages for `code` planted at `file` (relative to supabase/functions). */
  async function violations(file: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(`${code}\nexport {};\n`, {
      filePath: path.join(ROOT, 'supabase/functions', file),
    });
    return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
  }

  it.each([
    ['bid-submission/planted.ts', "import { claim } from '../sendPurchaseInterestWhatsapp/notify.ts';"],
    ['bid-submission/planted.ts', "export * from '../bidding-reply/handler.ts';"],
    ['bid-submission/planted.ts', "import type { Handler } from '../../local/functions/deno-shim.ts';"],
    ['bid-submission/lib/planted.ts', "import handler from '../../bidding-reply/handler.ts';"],
    ['_shared/planted.ts', "import handler from '../usersignup/handler.ts';"],
    ['_shared/notifications/planted.ts', "import handler from '../../usersignup/handler.ts';"],
    ['_shared/domain/sync/planted.ts', "import { x } from '../../../bid-submission/handler.ts';"],
  ])('refuses %s: %s', async (file, code) => {
    const specifier = /'([^']+)'/.exec(code)![1];
    expect(await violations(file, code)).toEqual([
      `'${specifier}' import is restricted from being used by a pattern. ${MESSAGE}`,
    ]);
  });

  it.each([
    ['bid-submission/planted.ts', "import handler from './handler.ts';"],
    ['bid-submission/planted.ts', "import { jsonReply } from '../_shared/http.ts';"],
    ['bid-submission/lib/planted.ts', "import handler from '../handler.ts';"],
    ['bid-submission/lib/planted.ts', "import { jsonReply } from '../../_shared/http.ts';"],
    ['_shared/notifications/planted.ts', "import { env } from '../env.ts';"],
    ['_shared/domain/sync/planted.ts', "import { formatRupees } from '../format.ts';"],
    ['usersignup/planted.ts', "import { z } from 'zod';"],
  ])('allows %s: %s', async (file, code) => {
    expect(await violations(file, code)).toEqual([]);
  });
});
