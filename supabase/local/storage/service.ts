import os from 'node:os';
import path from 'node:path';
import type { Reply, Service, StackContext } from '../http/types.ts';
import { bucketRoutes } from './buckets.ts';
import { callerClaims, type StorageRequest } from './context.ts';
import { storageError } from './errors.ts';
import { FileStore } from './files.ts';
import { objectRoutes } from './objects.ts';
import { signedRoutes } from './signed.ts';

/**
 * `/storage/v1`: Supabase Storage's bucket and object API as storage-js uses it. Metadata lives in
 * storage.buckets / storage.objects, read and written as the caller's role so RLS decides; bytes live
 * under `<dataDir>/storage/<bucket>/<key>`.
 */
export async function createStorageService(ctx: StackContext): Promise<Service> {
  // startStack always gives services a data folder (a temp one when config.dataDir is null).
  const files = new FileStore(path.join(ctx.config.dataDir ?? os.tmpdir(), 'storage'));

  async function route(sr: StorageRequest): Promise<Reply | null> {
    const p = sr.req.path;
    if (p === '/bucket' || p.startsWith('/bucket/')) return bucketRoutes(sr, p.slice('/bucket'.length));
    if (!p.startsWith('/object/')) return null;
    const rest = p.slice('/object'.length);
    if (/^\/(upload\/)?sign\//.test(rest)) return signedRoutes(sr, rest);
    return objectRoutes(sr, rest);
  }

  return {
    async handle(req) {
      // Signed URLs carry their own token; everything else acts as the bearer of the request's JWT.
      const signedDownload = req.method !== 'POST' && /^\/object\/(upload\/)?sign\//.test(req.path);
      const claims = signedDownload ? { role: 'anon' } : await callerClaims(ctx, req);
      const reply = await route({ ctx, files, req, claims });
      if (!reply) throw storageError(404, 'InvalidRequest', `Route ${req.method}:${req.path} not found`, 'Not Found');
      return reply;
    },
  };
}
