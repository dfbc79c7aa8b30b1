/** GoTrue's admin API (service_role only): /admin/users CRUD and /admin/generate_link. */
import { json, type ApiRequest, type Reply } from '../http/types.ts';
import type { AuthContext } from './context.ts';
import { errors } from './errors.ts';
import {
  checkPassword,
  checkPasswordLength,
  optionalObject,
  optionalString,
  readBody,
  redirectParam,
  requireEmail,
  type Body,
} from './input.ts';
import { issueCode, safeRedirect, verifyLink } from './otp.ts';
import type { MailKind } from './templates.ts';
import {
  confirmEmail,
  createUser,
  findUserByEmail,
  findUserById,
  hashPassword,
  mergeMetadata,
  updateUser,
  userJson,
  type UserColumn,
  type UserRow,
} from './users.ts';

function positiveInt(v: string | null, fallback: number): number {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** Page through users, newest first, with GoTrue's Link and X-Total-Count headers. */
export async function listUsers(ctx: AuthContext, req: ApiRequest): Promise<Reply> {
  const page = positiveInt(req.url.searchParams.get('page'), 1);
  const perPage = Math.min(positiveInt(req.url.searchParams.get('per_page'), 50), 1000);
  const total = Number(
    (await ctx.db.query<{ n: string }>('select count(*) as n from auth.users where deleted_at is null')).rows[0].n,
  );
  const rows = await ctx.db.query<UserRow>(
    'select * from auth.users where deleted_at is null order by created_at desc, id limit $1 offset $2',
    [perPage, (page - 1) * perPage],
  );
  const users = [];
  for (const row of rows.rows) users.push(await userJson(ctx.db, row));
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const link = (p: number, rel: string) =>
    `<${ctx.publicUrl()}/auth/v1/admin/users?page=${p}&per_page=${perPage}>; rel="${rel}"`;
  const links = [...(page < lastPage ? [link(page + 1, 'next')] : []), link(lastPage, 'last')];
  return json(200, { users, aud: 'authenticated' }, { link: links.join(', '), 'x-total-count': String(total) });
}

async function userOr404(ctx: AuthContext, id: string): Promise<UserRow> {
  const user = await findUserById(ctx.db, id);
  if (!user) throw errors.userNotFound();
  return user;
}

export async function getUserById(ctx: AuthContext, id: string): Promise<Reply> {
  return json(200, await userJson(ctx.db, await userOr404(ctx, id)));
}

export async function createUserAdmin(ctx: AuthContext, req: ApiRequest): Promise<Reply> {
  const body = await readBody(req);
  const email = requireEmail(body.email, 'Unable to validate email address: invalid format');
  if (await findUserByEmail(ctx.db, email)) throw errors.emailExists();
  const password = optionalString(body.password) ?? null;
  // GoTrue holds an admin-created password to bcrypt's limit only, not to the strength rules.
  if (password !== null) checkPasswordLength(password);
  const user = await ctx.db.transaction((tx) =>
    createUser(tx, {
      email,
      password,
      userMetadata: optionalObject(body.user_metadata) ?? {},
      appMetadata: optionalObject(body.app_metadata),
      confirmed: body.email_confirm === true,
    }),
  );
  return json(200, await userJson(ctx.db, user));
}

/** `none` lifts a ban; otherwise a Go duration in hours, minutes or seconds (e.g. `24h`). */
function banUntil(duration: string): Date | null {
  if (duration === 'none') return null;
  const m = /^(\d+)(h|m|s)$/.exec(duration);
  if (!m) throw errors.validation('invalid format for ban duration');
  const seconds = Number(m[1]) * { h: 3600, m: 60, s: 1 }[m[2] as 'h' | 'm' | 's'];
  return new Date(Date.now() + seconds * 1000);
}

export async function updateUserAdmin(ctx: AuthContext, req: ApiRequest, id: string): Promise<Reply> {
  let user = await userOr404(ctx, id);
  const body = await readBody(req);
  const values: Partial<Record<UserColumn, unknown>> = {};
  if (body.email !== undefined) {
    const email = requireEmail(body.email);
    const owner = await findUserByEmail(ctx.db, email);
    if (owner && owner.id !== id) throw errors.emailExists();
    values.email = email;
  }
  const password = optionalString(body.password);
  if (password !== undefined) {
    checkPassword(ctx.auth.password, password);
    values.encrypted_password = await hashPassword(password);
  }
  const userMetadata = optionalObject(body.user_metadata);
  if (userMetadata) values.raw_user_meta_data = JSON.stringify(mergeMetadata(user.raw_user_meta_data, userMetadata));
  const appMetadata = optionalObject(body.app_metadata);
  if (appMetadata) values.raw_app_meta_data = JSON.stringify(mergeMetadata(user.raw_app_meta_data, appMetadata));
  const ban = optionalString(body.ban_duration);
  if (ban) values.banned_until = banUntil(ban);
  if (Object.keys(values).length) user = await updateUser(ctx.db, id, values);
  if (body.email_confirm === true && !user.email_confirmed_at) user = await confirmEmail(ctx.db, user);
  return json(200, await userJson(ctx.db, user));
}

export async function deleteUserAdmin(ctx: AuthContext, id: string): Promise<Reply> {
  await userOr404(ctx, id);
  await ctx.db.query('delete from auth.users where id = $1', [id]);
  return json(200, {});
}

const LINK_TYPES = ['signup', 'invite', 'magiclink', 'recovery', 'email_change_new'] as const;
type LinkType = (typeof LINK_TYPES)[number];

/** The user a link is for; sign-up, invite and magic-link create it as GoTrue does. */
async function linkUser(ctx: AuthContext, type: LinkType, email: string, body: Body): Promise<UserRow> {
  const existing = await findUserByEmail(ctx.db, email);
  if (type === 'recovery' || type === 'email_change_new') {
    if (!existing) throw errors.userNotFound();
    return existing;
  }
  if (existing && type !== 'magiclink' && existing.email_confirmed_at) throw errors.emailExists();
  if (existing) return existing;
  const password = type === 'signup' ? optionalString(body.password) : undefined;
  if (type === 'signup') {
    if (!password) throw errors.validation('Signup requires a valid password');
    checkPassword(ctx.auth.password, password);
  }
  return ctx.db.transaction((tx) =>
    createUser(tx, {
      email,
      password: password ?? null,
      userMetadata: optionalObject(body.data) ?? {},
      confirmed: false,
      invited: type === 'invite',
    }),
  );
}

export async function generateLink(ctx: AuthContext, req: ApiRequest): Promise<Reply> {
  const body = await readBody(req);
  const type = body.type as LinkType;
  if (!LINK_TYPES.includes(type)) throw errors.validation(`Invalid email action link type requested: ${String(type)}`);
  const email = requireEmail(body.email);
  let user = await linkUser(ctx, type, email, body);
  const kind: MailKind = type === 'email_change_new' ? 'email_change' : type;
  let sendTo = email;
  if (type === 'email_change_new') {
    sendTo = requireEmail(body.new_email, 'The new email address is required');
    if (await findUserByEmail(ctx.db, sendTo)) throw errors.emailExists();
    user = await updateUser(ctx.db, user.id, { email_change: sendTo });
  }
  const { otp, hash } = await issueCode(ctx.db, user, kind, sendTo);
  const redirectTo = safeRedirect(ctx, redirectParam(req, body));
  const fresh = (await findUserById(ctx.db, user.id)) ?? user;
  return json(200, {
    ...(await userJson(ctx.db, fresh)),
    action_link: verifyLink(ctx, hash, kind, redirectTo),
    email_otp: otp,
    hashed_token: hash,
    verification_type: kind,
    redirect_to: redirectTo,
  });
}
