/** The signed-in side: /token (password, refresh_token), GET/PUT /user, /logout, /settings. */
import { json, type ApiRequest, type Reply } from '../http/types.ts';
import type { AuthContext } from './context.ts';
import { AuthError, badRequest, errors, unprocessable } from './errors.ts';
import {
  checkPassword,
  optionalObject,
  passwordWeakness,
  optionalString,
  readBody,
  redirectParam,
  requireEmail,
} from './input.ts';
import { findCode, sendCode, takeCode, type OtpRow } from './otp.ts';
import { endSessions, requireUser, rotateRefreshToken, startSession, type LogoutScope } from './sessions.ts';
import { normalizeEmail } from './tokens.ts';
import {
  applyEmailChange,
  findUserByEmail,
  findUserById,
  hashPassword,
  mergeMetadata,
  passwordMatches,
  updateUser,
  userJson,
  type UserColumn,
  type UserRow,
} from './users.ts';

async function passwordGrant(ctx: AuthContext, req: ApiRequest): Promise<Reply> {
  const body = await readBody(req);
  const email = optionalString(body.email);
  const password = optionalString(body.password);
  if (!email) throw errors.validation('missing email or phone');
  const user = await findUserByEmail(ctx.db, normalizeEmail(email));
  if (!user || !password || !(await passwordMatches(user, password))) throw errors.invalidCredentials();
  if (user.banned_until && new Date(user.banned_until) > new Date()) throw badRequest('user_banned', 'User is banned');
  if (!user.email_confirmed_at) throw errors.emailNotConfirmed();
  const session = await ctx.db.transaction((tx) => startSession(ctx, tx, user, 'password'));
  // A right password that the policy no longer allows still signs in; GoTrue says so beside the session.
  const weakness = passwordWeakness(ctx.auth.password, password);
  return json(200, weakness ? { ...session, weak_password: weakness } : session);
}

async function refreshGrant(ctx: AuthContext, req: ApiRequest): Promise<Reply> {
  const body = await readBody(req);
  const token = optionalString(body.refresh_token);
  if (!token) throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  // Reuse detection must be committed before the error is reported, hence the outcome value.
  const outcome = await ctx.db.transaction((tx) => rotateRefreshToken(ctx, tx, token));
  if ('reused' in outcome) throw badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  return json(200, outcome.session);
}

export function token(ctx: AuthContext, req: ApiRequest): Promise<Reply> {
  const grant = req.url.searchParams.get('grant_type');
  if (grant === 'password') return passwordGrant(ctx, req);
  if (grant === 'refresh_token') return refreshGrant(ctx, req);
  throw badRequest('validation_failed', 'unsupported_grant_type');
}

export async function getUser(ctx: AuthContext, req: ApiRequest): Promise<Reply> {
  const { user } = await requireUser(ctx, req);
  return json(200, await userJson(ctx.db, user));
}

/** Metadata, password and e-mail changes; a new address is confirmed by a code sent to it. */
export async function putUser(ctx: AuthContext, req: ApiRequest): Promise<Reply> {
  const { user } = await requireUser(ctx, req);
  const body = await readBody(req);
  const values: Partial<Record<UserColumn, unknown>> = {};
  const data = optionalObject(body.data);
  if (data) values.raw_user_meta_data = JSON.stringify(mergeMetadata(user.raw_user_meta_data, data));
  const password = optionalString(body.password);
  // GoTrue checks the new password's strength before anything else about the request.
  if (password !== undefined) checkPassword(ctx.auth.password, password);
  const nonce = password === undefined ? undefined : optionalString(body.nonce);
  const reauthentication = nonce ? await reauthenticationCode(ctx, user, nonce) : null;
  if (password !== undefined) {
    if (await passwordMatches(user, password)) {
      throw unprocessable('same_password', 'New password should be different from the old password.');
    }
    values.encrypted_password = await hashPassword(password);
  }
  const email = body.email === undefined ? undefined : requireEmail(body.email);
  const changingEmail = email !== undefined && email !== user.email;
  if (changingEmail) {
    const owner = await findUserByEmail(ctx.db, email);
    if (owner && owner.id !== user.id) throw errors.emailExists();
    values.email_change = email;
  }
  // The nonce is spent only together with the change it authorizes.
  let updated = await ctx.db.transaction(async (tx) => {
    if (reauthentication) await takeCode(tx, reauthentication);
    return Object.keys(values).length ? updateUser(tx, user.id, values) : user;
  });
  if (changingEmail && ctx.config.autoconfirm) updated = await applyEmailChange(ctx.db, updated);
  else if (changingEmail) {
    await sendCode(ctx, updated, 'email_change', email, redirectParam(req, body));
    updated = (await findUserById(ctx.db, user.id)) ?? updated;
  }
  return json(200, await userJson(ctx.db, updated));
}

/** A password change may carry the code from GET /reauthenticate as `nonce`; it must be live. */
async function reauthenticationCode(ctx: AuthContext, user: UserRow, nonce: string): Promise<OtpRow> {
  try {
    return await findCode(ctx.db, ['reauthentication_token'], { email: user.email ?? '', otp: nonce });
  } catch (e) {
    if (e instanceof AuthError) throw errors.invalidNonce();
    throw e;
  }
}

/** Mails the signed-in user a code that confirms a following password change. */
export async function reauthenticate(ctx: AuthContext, req: ApiRequest): Promise<Reply> {
  const { user } = await requireUser(ctx, req);
  if (!user.email) throw errors.invalidNonce();
  await sendCode(ctx, user, 'reauthentication', user.email, null);
  return json(200, {});
}

const SCOPES: LogoutScope[] = ['global', 'local', 'others'];

export async function logout(ctx: AuthContext, req: ApiRequest): Promise<Reply> {
  const caller = await requireUser(ctx, req);
  const scope = (req.url.searchParams.get('scope') ?? 'global') as LogoutScope;
  if (!SCOPES.includes(scope)) throw errors.validation(`Unsupported logout scope "${scope}"`);
  await endSessions(ctx.db, caller, scope);
  return { status: 204 };
}

const EXTERNAL_PROVIDERS = [
  'anonymous_users',
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin_oidc',
  'notion',
  'spotify',
  'slack_oidc',
  'workos',
  'twitch',
  'twitter',
  'zoom',
];

export function settings(ctx: AuthContext): Reply {
  const external: Record<string, boolean> = Object.fromEntries(EXTERNAL_PROVIDERS.map((p) => [p, false]));
  return json(200, {
    external: { ...external, email: true, phone: false },
    disable_signup: false,
    mailer_autoconfirm: ctx.config.autoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  });
}
