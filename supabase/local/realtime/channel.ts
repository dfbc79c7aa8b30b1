/**
 * One joined topic of one connection (Phoenix's channel process): its token and claims, its config
 * (broadcast self/ack, presence key, private), its postgres_changes bindings and its permissions.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Database } from '../db/database.ts';
import type { RoleGate } from '../db/roles.ts';
import { readPermissions, writePermission, type Extension, type Permissions } from './authorization.ts';
import type { Binding, ChangeFeed } from './changes.ts';
import type { Connection } from './connection.ts';
import { parseChangeParams } from './filters.ts';
import type { Hub } from './hub.ts';
import type { Message, UserBroadcast } from './protocol.ts';
import { checkToken, type Claims } from './tokens.ts';

export interface RealtimeDeps {
  db: Database;
  roles: RoleGate;
  jwtSecret: string;
  hub: Hub;
  feed: ChangeFeed;
  log: (line: string) => void;
}

export interface ChannelConfig {
  self: boolean;
  ack: boolean;
  presenceKey: string;
  presenceEnabled: boolean;
  private: boolean;
}

/** Realtime re-checks a joined channel's token at least this often (and when it expires). */
const CONFIRM_TOKEN_MS = 5 * 60 * 1000;

const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const bool = (v: unknown) => v === true || v === 'true';

/** A binding's id: a stable hash of its parameters (Supabase uses erlang:phash2), so equal bindings share it. */
function bindingId(params: unknown): number {
  return createHash('sha1').update(JSON.stringify(params)).digest().readUInt32BE(0) & 0x7ffffff;
}

function readConfig(payload: Record<string, unknown>): ChannelConfig {
  const config = obj(payload.config);
  const broadcast = obj(config.broadcast);
  const presence = obj(config.presence);
  const key = typeof presence.key === 'string' && presence.key ? presence.key : randomUUID();
  return {
    self: bool(broadcast.self),
    ack: bool(broadcast.ack),
    presenceKey: key,
    presenceEnabled: bool(presence.enabled),
    private: bool(config.private),
  };
}

export class Channel {
  readonly subTopic: string;
  readonly config: ChannelConfig;
  readonly isPrivate: boolean;
  private token: string;
  private claims: Claims | null = null;
  private bindings: Binding[] = [];
  private readPerms: Permissions | null = null;
  private readonly writePerms: Partial<Permissions> = {};
  private confirmTimer: NodeJS.Timeout | undefined;
  private closed = false;
  /** The outcome of subscribing the bindings (made before the join reply, announced after it). */
  private subscribed: { error: string } | null = null;
  /** True once the join reply is sent: changes are delivered from then on. */
  ready = false;

  constructor(
    private readonly deps: RealtimeDeps,
    readonly connection: Connection,
    readonly topic: string,
    readonly joinRef: string | null,
    private readonly joinPayload: Record<string, unknown>,
  ) {
    this.subTopic = topic.replace(/^realtime:/, '');
    this.config = readConfig(joinPayload);
    this.isPrivate = this.config.private;
    const given = joinPayload.access_token ?? joinPayload.user_token;
    this.token = typeof given === 'string' && given ? given : connection.apiKey;
  }

  get presenceKey(): string {
    return this.config.presenceKey;
  }

  mayRead(extension: Extension): boolean {
    return !this.isPrivate || (this.readPerms?.[extension] ?? false);
  }

  /**
   * The join: token, private-channel read permission, then the postgres_changes bindings. Resolves
   * to the reply (`ok` with the bindings' ids, or `error` with Realtime's reason); after an `ok`
   * the caller pushes `afterJoin()`.
   */
  async join(): Promise<{ status: 'ok' | 'error'; response: Record<string, unknown> }> {
    if (this.subTopic === '') return this.refuse('TopicNameRequired', 'You must provide a topic name');
    const checked = await checkToken(this.token, this.deps.jwtSecret, this.deps.roles);
    if ('refusal' in checked) return this.refuse(checked.refusal.code, checked.refusal.message);
    this.claims = checked.claims;
    if (this.isPrivate) {
      this.readPerms = await readPermissions(this.deps.db, this.claims, this.subTopic);
      if (!this.readPerms.broadcast && !this.readPerms.presence) {
        return this.refuse(
          'Unauthorized',
          `You do not have permissions to read from this Channel topic: ${this.subTopic}`,
        );
      }
    }
    const changes = Array.isArray(obj(this.joinPayload.config).postgres_changes)
      ? (obj(this.joinPayload.config).postgres_changes as unknown[]).filter((p) => p !== null && p !== undefined)
      : [];
    this.bindings = changes.map((p) => ({
      id: bindingId(p),
      subscriptionId: randomUUID(),
      params: parseChangeParams(obj(p)),
    }));
    // Subscribed before the reply: a change committed after the client sees SUBSCRIBED is delivered.
    if (this.bindings.length > 0) this.subscribed = await this.deps.feed.subscribe(this, this.bindings, this.claims);
    this.scheduleConfirm();
    return {
      status: 'ok',
      response: { postgres_changes: changes.map((p, i) => ({ ...obj(p), id: this.bindings[i].id })) },
    };
  }

  /** After the ok reply: the channel takes broadcasts and changes; the presence state and the subscription's system message. */
  afterJoin(): void {
    this.ready = true;
    this.deps.hub.add(this);
    if (this.config.presenceEnabled && this.mayRead('presence')) {
      this.push('presence_state', this.deps.hub.state(this));
    }
    if (this.bindings.length === 0) return;
    if (this.subscribed) this.system('postgres_changes', 'error', this.subscribed.error);
    else this.system('postgres_changes', 'ok', 'Subscribed to PostgreSQL');
  }

  /** `broadcast` from the client; resolves to the reply to send (only with `ack`). */
  async broadcast(
    message: Message,
    user: UserBroadcast | null,
  ): Promise<{ status: 'ok' | 'error'; response: object } | null> {
    if (this.isPrivate && !(await this.mayWrite('broadcast'))) return null;
    if (user) {
      let json: string | null = null;
      if (user.encoding === 'json') {
        const text = user.body.toString('utf8');
        try {
          JSON.parse(text);
        } catch {
          return this.config.ack ? { status: 'error', response: { reason: 'invalid JSON payload' } } : null;
        }
        json = `{"type":"broadcast","event":${JSON.stringify(user.event)},"payload":${text}}`;
      }
      this.deps.hub.broadcast(
        this.isPrivate,
        this.subTopic,
        { event: user.event, json, binary: json === null ? { body: user.body, meta: null } : null },
        this,
      );
    } else {
      const p = message.payload;
      const event = typeof p.event === 'string' ? p.event : '';
      this.deps.hub.broadcast(
        this.isPrivate,
        this.subTopic,
        { event, json: JSON.stringify({ ...p, type: 'broadcast' }), binary: null },
        this,
      );
    }
    return this.config.ack ? { status: 'ok', response: {} } : null;
  }

  /** `presence` track/untrack; resolves to the reply. */
  async presence(payload: Record<string, unknown>): Promise<{ status: 'ok' | 'error'; response: object }> {
    const event = typeof payload.event === 'string' ? payload.event.toLowerCase() : '';
    if (event === 'untrack') {
      this.deps.hub.untrack(this);
      return { status: 'ok', response: {} };
    }
    if (event !== 'track') return { status: 'error', response: {} };
    const state = payload.payload ?? {};
    if (typeof state !== 'object' || state === null || Array.isArray(state)) {
      return { status: 'error', response: { reason: 'Presence track payload must be a map' } };
    }
    if (this.isPrivate) {
      if (this.readPerms && !this.readPerms.presence) {
        this.readPerms = await readPermissions(this.deps.db, this.claims!, this.subTopic);
      }
      if (!(await this.mayWrite('presence'))) return { status: 'error', response: {} };
    }
    this.deps.hub.track(this, state as Record<string, unknown>);
    return { status: 'ok', response: {} };
  }

  /** `access_token`: a new token for this channel; an invalid or expired one closes it. */
  async refreshToken(token: unknown): Promise<void> {
    if (token === null || token === undefined || token === this.token) return;
    if (typeof token === 'string' && token.startsWith('sb_')) return;
    const checked = await checkToken(token, this.deps.jwtSecret, this.deps.roles);
    if ('refusal' in checked) return this.shutdown(checked.refusal.message);
    this.token = token as string;
    this.claims = checked.claims;
    if (this.isPrivate) {
      const before = this.readPerms;
      this.readPerms = await readPermissions(this.deps.db, this.claims, this.subTopic);
      for (const k of Object.keys(this.writePerms) as Extension[]) delete this.writePerms[k];
      if ((before?.broadcast && !this.readPerms.broadcast) || (before?.presence && !this.readPerms.presence)) {
        return this.shutdown(`You no longer have permission to read from this Channel topic: ${this.subTopic}`);
      }
    }
    await this.deps.feed.updateClaims(this.bindings, this.claims);
    this.scheduleConfirm();
  }

  /** Leaves: presence left, subscriptions dropped. Idempotent. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.confirmTimer);
    this.deps.hub.remove(this);
    await this.deps.feed.unsubscribe(this.bindings);
  }

  /** Ends the channel from the server's side: a system error message, then phx_close. */
  async shutdown(message: string): Promise<void> {
    if (this.closed) return;
    this.system('system', 'error', message);
    this.connection.send(
      this.connection.frame({
        joinRef: this.joinRef,
        ref: this.joinRef,
        topic: this.topic,
        event: 'phx_close',
        payload: {},
      }),
    );
    this.connection.forget(this);
    await this.close();
  }

  private async mayWrite(extension: Extension): Promise<boolean> {
    if (!this.isPrivate) return true;
    this.writePerms[extension] ??= await writePermission(this.deps.db, this.claims!, this.subTopic, extension);
    return this.writePerms[extension];
  }

  /** Re-checks the token when it expires (or every 5 minutes); an expired one closes the channel. */
  private scheduleConfirm(): void {
    clearTimeout(this.confirmTimer);
    if (!this.claims) return;
    const wait = Math.max(0, Math.min(CONFIRM_TOKEN_MS, this.claims.exp * 1000 - Date.now()));
    this.confirmTimer = setTimeout(() => {
      void (async () => {
        const checked = await checkToken(this.token, this.deps.jwtSecret, this.deps.roles);
        if ('refusal' in checked) await this.shutdown(checked.refusal.message);
        else this.scheduleConfirm();
      })().catch((e: Error) => this.deps.log(`realtime: token check failed: ${e.message}`));
    }, wait + 50);
    this.confirmTimer.unref();
  }

  private push(event: string, payload: object): void {
    this.connection.send(
      this.connection.frame({
        joinRef: this.joinRef,
        ref: null,
        topic: this.topic,
        event,
        payload: payload as Record<string, unknown>,
      }),
    );
  }

  private system(extension: string, status: 'ok' | 'error', message: string): void {
    this.push('system', { extension, status, message, channel: this.subTopic });
  }

  private refuse(code: string, message: string): { status: 'error'; response: Record<string, unknown> } {
    return { status: 'error', response: { reason: `${code}: ${message}` } };
  }
}
