import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { Duplex, Readable } from 'node:stream';
import type { StackConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { RoleGate } from '../db/roles.ts';

/** An HTTP request as the stack's services see it; the body is read on demand, within limits. */
export interface ApiRequest {
  method: string;
  url: URL;
  /** Path below the service's mount point, e.g. `/users` for `/auth/v1/users`. */
  path: string;
  headers: IncomingHttpHeaders;
  raw: IncomingMessage;
  /** Whole body, at most `limit` bytes (default: config.maxBodyBytes); throws HttpError 413 past it. */
  body(limit?: number): Promise<Buffer>;
  /** Body parsed as JSON (`{}` when empty); throws HttpError 400 on bad JSON. */
  json<T = unknown>(): Promise<T>;
}

export interface Reply {
  status: number;
  headers?: Record<string, string>;
  body?: string | Buffer | Readable | null;
}

/** A mailbox message; the mail service stores or sends it. */
export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  from?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/** Shared by every service of one stack instance. */
export interface StackContext {
  config: StackConfig;
  db: Database;
  /** Which JWT role claims may be assumed (those granted to `authenticator`, as PostgREST decides). */
  roles: RoleGate;
  mailer: Mailer;
  /** The stack's public URL, e.g. http://127.0.0.1:54321 (known once listening). */
  publicUrl(): string;
  /** The mail UI/API's URL, e.g. http://127.0.0.1:54324 (known once listening). */
  mailUrl(): string;
  /** Called after migrations or DDL so services drop cached schema. */
  onSchemaChange(listener: () => void | Promise<void>): void;
  schemaChanged(): Promise<void>;
}

export interface Service {
  handle(req: ApiRequest): Promise<Reply>;
  /** A WebSocket upgrade below the mount point (`path` as in ApiRequest). */
  upgrade?(req: IncomingMessage, socket: Duplex, head: Buffer, path: string): void;
  close?(): Promise<void>;
}

/** Thrown inside services; turned into a JSON reply with this status and body. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.message === 'string' ? body.message : `HTTP ${status}`);
  }
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Reply {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(body),
  };
}
