/**
 * Private channels, authorised as Supabase Realtime does it: by RLS on `realtime.messages`. Read:
 * probe rows for the topic (one per extension) are inserted, then selected as the subscriber's role
 * with its claims and `realtime.topic` set — the rows the policies let through are the extensions
 * it may read. Write: an insert as the subscriber for each extension. Both roll back.
 */
import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/database.ts';
import type { Claims } from './tokens.ts';

export type Extension = 'broadcast' | 'presence';
export type Permissions = Record<Extension, boolean>;

class Rollback<T> {
  constructor(readonly value: T) {}
}

async function rolledBack<T>(db: Database, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      throw new Rollback(await fn(tx));
    });
  } catch (e) {
    if (e instanceof Rollback) return e.value as T;
    throw e;
  }
}

/** Switches the transaction to the subscriber: role, claims and the topic its policies read. */
async function actAs(tx: Queryable, claims: Claims, topic: string): Promise<void> {
  await tx.query(
    `select set_config('request.jwt.claims', $1, true), set_config('request.jwt.claim.sub', $2, true),
       set_config('request.jwt.claim.role', $3, true), set_config('realtime.topic', $4, true),
       set_config('role', $3, true)`,
    [JSON.stringify(claims), typeof claims.sub === 'string' ? claims.sub : '', claims.role, topic],
  );
}

export async function readPermissions(db: Database, claims: Claims, topic: string): Promise<Permissions> {
  return rolledBack(db, async (tx) => {
    const ids = { broadcast: randomUUID(), presence: randomUUID() };
    await tx.query(
      `insert into realtime.messages (id, topic, extension) values ($1, $3, 'broadcast'), ($2, $3, 'presence')`,
      [ids.broadcast, ids.presence, topic],
    );
    await actAs(tx, claims, topic);
    const { rows } = await tx.query<{ id: string }>('select id::text from realtime.messages where id in ($1, $2)', [
      ids.broadcast,
      ids.presence,
    ]);
    const seen = new Set(rows.map((r) => r.id));
    return { broadcast: seen.has(ids.broadcast), presence: seen.has(ids.presence) };
  });
}

export async function writePermission(
  db: Database,
  claims: Claims,
  topic: string,
  extension: Extension,
): Promise<boolean> {
  return rolledBack(db, async (tx) => {
    await actAs(tx, claims, topic);
    try {
      await tx.query(`insert into realtime.messages (topic, extension) values ($1, $2)`, [topic, extension]);
      return true;
    } catch (e) {
      if ((e as { code?: string }).code === '42501') return false;
      throw e;
    }
  });
}
