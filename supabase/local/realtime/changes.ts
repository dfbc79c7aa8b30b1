/**
 * Postgres changes and database broadcasts: the stack's side of the queue the capture triggers fill
 * (see db/bootstrap/30-realtime.sql). A NOTIFY after each committing write wakes the feed; one
 * `realtime.local_drain()` call turns every queued change into payloads with the subscribers allowed
 * to see them; each subscriber's channel gets one `postgres_changes` message per payload.
 */
import type { Database, Queryable } from '../db/database.ts';
import type { Channel } from './channel.ts';
import { describeParams, type ChangeParams } from './filters.ts';
import { encodeRaw } from './protocol.ts';
import type { Claims } from './tokens.ts';

/** One `postgres_changes` binding of a channel. */
export interface Binding {
  /** Supabase's id for the binding, echoed in the join reply and in each message's `ids`. */
  id: number;
  subscriptionId: string;
  params: ChangeParams | { error: string };
}

interface DrainRow {
  out_kind: 'change' | 'message' | 'more';
  out_payload: Record<string, unknown> | null;
  out_subscribers: string[] | null;
}

export interface DatabaseMessage {
  id: string;
  topic: string;
  event: string;
  private: boolean;
  payload: unknown;
  /** base64 of a binary payload (realtime.send_binary). */
  binary: string | null;
}

/** Changes taken per drain call; more are drained in the next one straight away. */
const BATCH = 500;
/** A drain even without a notification, in case one was missed. */
const SAFETY_POLL_MS = 2000;

export class ChangeFeed {
  private readonly subscribers = new Map<string, { channel: Channel; id: number }>();
  private draining: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private unlisten: (() => Promise<void>) | null = null;
  private poll: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Database,
    private readonly onMessage: (message: DatabaseMessage) => void,
    private readonly log: (line: string) => void,
  ) {}

  /** Forgets what a previous run left (its channels are gone), syncs the triggers and starts listening. */
  async start(): Promise<void> {
    await this.db.exec('delete from realtime.local_subscription; delete from realtime.local_change;');
    await this.db.query('select realtime.local_sync_capture()');
    this.unlisten = await this.db.listen(
      'realtime_local',
      () => this.wake(),
      () => this.wake(),
    );
    this.poll = setInterval(() => this.wake(), SAFETY_POLL_MS);
    this.poll.unref();
    await this.drain(); // also compiles the drain function before the first subscriber waits on it
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.poll);
    await this.unlisten?.();
    await this.draining;
  }

  /** After DDL: published tables may have changed. */
  async schemaChanged(): Promise<void> {
    await this.db.query('select realtime.local_sync_capture()');
  }

  /**
   * Records a channel's bindings, all or none: a binding with bad parameters, an unknown or
   * unreadable column, a value of the wrong type or no published table fails them all, with
   * Supabase's message.
   */
  async subscribe(channel: Channel, bindings: Binding[], claims: Claims): Promise<{ error: string } | null> {
    const subscribe = async (tx: Queryable, b: Binding): Promise<string | null> => {
      const p = b.params;
      if ('error' in p) return p.error;
      const problem = (reason: string) =>
        `Unable to subscribe to changes with given parameters. ${reason} [${describeParams(p)}]`;
      try {
        const { rows } = await tx.query<{ n: number }>(
          'select realtime.local_subscribe($1, $2, $3, $4, $5, $6, $7, $8) as n',
          [
            b.subscriptionId,
            JSON.stringify(claims),
            claims.role,
            p.schema,
            p.table,
            p.action,
            JSON.stringify(p.filters),
            p.select ? JSON.stringify(p.select) : null,
          ],
        );
        if (Number(rows[0]?.n ?? 0) > 0) return null;
        return problem('Please check Realtime is enabled for the given connect parameters:');
      } catch (e) {
        return `${problem('An exception happened so please check your connect parameters:')}. Exception: ${(e as Error).message}`;
      }
    };
    let failure: string | null = null;
    try {
      await this.db.transaction(async (tx) => {
        for (const b of bindings) {
          failure = await subscribe(tx, b);
          if (failure) throw new Error(failure);
        }
      });
    } catch (e) {
      return { error: failure ?? (e as Error).message };
    }
    for (const b of bindings) this.subscribers.set(b.subscriptionId, { channel, id: b.id });
    return null;
  }

  async unsubscribe(bindings: Binding[]): Promise<void> {
    const ids = bindings.map((b) => b.subscriptionId).filter((id) => this.subscribers.delete(id));
    if (ids.length === 0 || this.stopped) return;
    await this.db
      .query('delete from realtime.local_subscription where subscription_id = any($1::uuid[])', [ids])
      .catch((e: Error) => this.log(`realtime: unsubscribe failed: ${e.message}`));
  }

  /** A refreshed access token: the same subscriptions, checked with the new claims from now on. */
  async updateClaims(bindings: Binding[], claims: Claims): Promise<void> {
    const ids = bindings.map((b) => b.subscriptionId);
    if (ids.length === 0) return;
    await this.db.query(
      'update realtime.local_subscription set claims = $2, claims_role = $3::regrole where subscription_id = any($1::uuid[])',
      [ids, JSON.stringify(claims), claims.role],
    );
  }

  /** Drains now, or right after the drain under way (which may have started before this commit). */
  wake(): void {
    if (this.stopped) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = this.drain().finally(() => {
      this.draining = null;
      if (this.again) {
        this.again = false;
        this.wake();
      }
    });
  }

  private async drain(): Promise<void> {
    let more = true;
    while (more && !this.stopped) {
      let rows: DrainRow[];
      try {
        rows = (await this.db.query<DrainRow>('select * from realtime.local_drain($1)', [BATCH])).rows;
      } catch (e) {
        if (!this.stopped) this.log(`realtime: drain failed: ${(e as Error).message}`);
        return;
      }
      more = false;
      for (const row of rows) {
        if (row.out_kind === 'more') more = true;
        else if (row.out_kind === 'message') this.onMessage(row.out_payload as unknown as DatabaseMessage);
        else this.deliver(row.out_payload!, row.out_subscribers ?? []);
      }
    }
  }

  /** One message per channel, naming the channel's bindings the change matched. */
  private deliver(payload: Record<string, unknown>, subscriptionIds: string[]): void {
    const byChannel = new Map<Channel, number[]>();
    for (const sid of subscriptionIds) {
      const s = this.subscribers.get(sid);
      if (!s || !s.channel.ready) continue;
      const ids = byChannel.get(s.channel);
      if (!ids) byChannel.set(s.channel, [s.id]);
      else if (!ids.includes(s.id)) ids.push(s.id);
    }
    if (byChannel.size === 0) return;
    const data = JSON.stringify(payload);
    for (const [channel, ids] of byChannel) {
      const body = `{"ids":${JSON.stringify(ids)},"data":${data}}`;
      channel.connection.send(encodeRaw(channel.connection.vsn, channel.topic, 'postgres_changes', body));
    }
  }
}
