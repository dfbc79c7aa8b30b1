/** E-mail one-time codes: issue (rate-limited, hashed), mail, and check them with expiry and a try limit. */
import type { Database, Queryable } from '../db/database.ts';
import type { StackContext } from '../http/types.ts';
import type { AuthContext } from './context.ts';
import { errors } from './errors.ts';
import { authMail, type MailKind } from './templates.ts';
import { EMAIL_SEND_INTERVAL_SECONDS, generateOtp, otpUsable, sendWaitSeconds, tokenHash } from './tokens.ts';
import type { UserColumn, UserRow } from './users.ts';

export type TokenType = 'confirmation_token' | 'recovery_token' | 'email_change_token_new' | 'reauthentication_token';
export type VerifyType = 'signup' | 'invite' | 'email' | 'magiclink' | 'recovery' | 'email_change';

/** Which stored code each mail carries and which user column records the send (as in GoTrue). */
const KINDS: Record<MailKind, { tokenType: TokenType; sentColumn: UserColumn }> = {
  signup: { tokenType: 'confirmation_token', sentColumn: 'confirmation_sent_at' },
  invite: { tokenType: 'confirmation_token', sentColumn: 'invited_at' },
  magiclink: { tokenType: 'recovery_token', sentColumn: 'recovery_sent_at' },
  recovery: { tokenType: 'recovery_token', sentColumn: 'recovery_sent_at' },
  email_change: { tokenType: 'email_change_token_new', sentColumn: 'email_change_sent_at' },
  reauthentication: { tokenType: 'reauthentication_token', sentColumn: 'reauthentication_sent_at' },
};

/** The codes a verify `type` accepts: `email` takes both a sign-up and a magic-link code. */
export const VERIFY_TYPES: Record<VerifyType, TokenType[]> = {
  signup: ['confirmation_token'],
  invite: ['confirmation_token'],
  email: ['confirmation_token', 'recovery_token'],
  magiclink: ['recovery_token'],
  recovery: ['recovery_token'],
  email_change: ['email_change_token_new'],
};

export function isVerifyType(t: unknown): t is VerifyType {
  return typeof t === 'string' && Object.hasOwn(VERIFY_TYPES, t);
}

export interface OtpRow {
  id: string;
  user_id: string;
  token_type: TokenType;
  token_hash: string;
  relates_to: string;
  attempts: number;
  created_at: Date;
}

/** A new code for `user` (replacing any earlier one of the same kind); returns it and its hash. */
export async function issueCode(q: Queryable, user: UserRow, kind: MailKind, email: string) {
  const { tokenType, sentColumn } = KINDS[kind];
  const otp = generateOtp();
  const hash = tokenHash(email, otp);
  await q.query(
    `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to) values ($1, $2, $3, $4)
     on conflict (user_id, token_type) do update
       set token_hash = excluded.token_hash, relates_to = excluded.relates_to, attempts = 0, created_at = now()`,
    [user.id, tokenType, hash, email],
  );
  await q.query(`update auth.users set ${sentColumn} = now(), updated_at = now() where id = $1`, [user.id]);
  return { otp, hash };
}

/** Allows one mail per address a minute (signup, otp, recover, resend); throws 429 otherwise. */
async function reserveSend(q: Queryable, email: string): Promise<void> {
  // One statement claims the slot, so concurrent requests cannot both pass.
  const claimed = await q.query(
    `insert into auth.email_send_log (email, sent_at) values ($1, now())
     on conflict (email) do update set sent_at = now()
     where auth.email_send_log.sent_at <= now() - make_interval(secs => $2)`,
    [email, EMAIL_SEND_INTERVAL_SECONDS],
  );
  if (claimed.affectedRows > 0) return;
  const r = await q.query<{ sent_at: Date }>('select sent_at from auth.email_send_log where email = $1', [email]);
  throw errors.rateLimited(Math.max(1, sendWaitSeconds(new Date(r.rows[0].sent_at))));
}

/** Where links may send the browser: the site's origin or a local dev host; anything else falls back to the site. */
export function safeRedirect(ctx: AuthContext, redirectTo: string | null | undefined): string {
  const site = ctx.config.siteUrl;
  if (!redirectTo) return site;
  try {
    const url = new URL(redirectTo);
    const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    const sameSite = url.origin === new URL(site).origin || (local && /^https?:$/.test(url.protocol));
    return sameSite || ctx.auth.redirectUrls.some((pattern) => matchesRedirectPattern(pattern, redirectTo))
      ? url.toString()
      : site;
  } catch {
    return site;
  }
}

/**
 * GoTrue's allow-list match (glob with `.` and `/` as separators): `**` spans separators, `*` stays within one
 * part, `?` is one character; anything else is itself. `app://loomconnect/**` admits every page of the desktop app.
 */
export function matchesRedirectPattern(pattern: string, url: string): boolean {
  const source = pattern
    .split(/(\*\*|\*|\?)/)
    .map((part) =>
      part === '**'
        ? '.*'
        : part === '*'
          ? '[^./]*'
          : part === '?'
            ? '[^./]'
            : part.replace(/[.+^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}$`).test(url);
}

export function verifyLink(ctx: StackContext, hash: string, type: MailKind, redirectTo: string): string {
  const qs = new URLSearchParams({ token: hash, type, redirect_to: redirectTo });
  return `${ctx.publicUrl()}/auth/v1/verify?${qs}`;
}

/** Rate-limits, stores a new code and mails it with its link to `email`. */
export async function sendCode(
  ctx: AuthContext,
  user: UserRow,
  kind: MailKind,
  email: string,
  redirectTo: string | null | undefined,
): Promise<void> {
  const { otp, hash } = await ctx.db.transaction(async (tx) => {
    await reserveSend(tx, email);
    return issueCode(tx, user, kind, email);
  });
  // A reauthentication code is typed into the app; it has no link (as in GoTrue).
  const link = kind === 'reauthentication' ? null : verifyLink(ctx, hash, kind, safeRedirect(ctx, redirectTo));
  await ctx.mailer.send(authMail(kind, email, otp, link, ctx.auth.mailSubjects[kind]));
}

/**
 * Finds the live code of one of `types` matching `{email, otp}` or a link's `hash`. A wrong code
 * counts a try on the address's codes (committed at once, so failures add up); expired, locked or
 * wrong codes all answer otp_expired as GoTrue does.
 */
export async function findCode(
  db: Database,
  types: TokenType[],
  given: { email: string; otp: string } | { hash: string },
): Promise<OtpRow> {
  const byHash = 'hash' in given;
  const r = await db.query<OtpRow>(
    `select * from auth.one_time_tokens where ${byHash ? 'token_hash' : 'relates_to'} = $1 and token_type = any($2)`,
    [byHash ? given.hash : given.email, types],
  );
  const hash = byHash ? given.hash : tokenHash(given.email, given.otp);
  const match = r.rows.find(
    (row) => row.token_hash === hash && otpUsable({ ...row, created_at: new Date(row.created_at) }),
  );
  if (match) return match;
  if (!byHash && r.rows.length) {
    await db.query('update auth.one_time_tokens set attempts = attempts + 1 where id = any($1)', [
      r.rows.map((row) => row.id),
    ]);
  }
  throw errors.otpExpired();
}

/** Uses a code up inside the verifying transaction; a code taken concurrently counts as expired. */
export async function takeCode(q: Queryable, code: OtpRow): Promise<void> {
  const r = await q.query('delete from auth.one_time_tokens where id = $1', [code.id]);
  if (r.affectedRows === 0) throw errors.otpExpired();
}
