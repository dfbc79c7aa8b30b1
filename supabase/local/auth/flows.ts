/** Sign-up and the e-mail code flows: /signup, /otp, /verify, /resend, /recover. */
import { json, type ApiRequest, type Reply } from '../http/types.ts';
import type { AuthContext } from './context.ts';
import { AuthError, errors, unprocessable } from './errors.ts';
import { checkPassword, optionalObject, optionalString, readBody, redirectParam, requireEmail } from './input.ts';
import {
  findCode,
  isVerifyType,
  safeRedirect,
  sendCode,
  takeCode,
  VERIFY_TYPES,
  type OtpRow,
  type VerifyType,
} from './otp.ts';
import { startSession, type AmrMethod, type SessionJson } from './sessions.ts';
import { normalizeEmail } from './tokens.ts';
import {
  applyEmailChange,
  confirmEmail,
  createUser,
  findUserByEmail,
  findUserById,
  obfuscatedUser,
  userJson,
} from './users.ts';

const EMPTY_OK = () => json(200, {});

export async function signup(ctx: AuthContext, req: ApiRequest): Promise<Reply> {
  const body = await readBody(req);
  const email = requireEmail(body.email, 'To signup, please provide your email');
  const password = optionalString(body.password);
  if (!password) throw unprocessable('validation_failed', 'Signup requires a valid password');
  checkPassword(ctx.auth.password, password);
  const data = optionalObject(body.data) ?? {};
  const redirectTo = redirectParam(req, body);
  const autoconfirm = ctx.config.autoconfirm;

  const existing = await findUserByEmail(ctx.db, email);
  if (existing?.email_confirmed_at) {
    if (autoconfirm) throw errors.userAlreadyExists();
    // Same answer as for a new address, so sign-up does not reveal who has an account.
    return json(200, obfuscatedUser(email, data));
  }
  if (existing) {
    // Unconfirmed: GoTrue leaves the account untouched and sends a fresh code.
    await sendCode(ctx, existing, 'signup', email, redirectTo);
    const user = await findUserById(ctx.db, existing.id);
    return json(200, { ...(await userJson(ctx.db, user ?? existing)), identities: [] });
  }
  if (autoconfirm) {
    const session = await ctx.db.transaction(async (tx) => {
      const user = await createUser(tx, { email, password, userMetadata: data, confirmed: true });
      return startSession(ctx, tx, user, 'password');
    });
    return json(200, session);
  }
  const created = await ctx.db.transaction((tx) =>
    createUser(tx, { email, password, userMetadata: data, confirmed: false }),
  );
  await sendCode(ctx, created, 'signup', email, redirectTo);
  return json(200, await userJson(ctx.db, (await findUserById(ctx.db, created.id)) ?? created));
}

/** Sign-in by e-mail code: a magic-link mail for confirmed users, the sign-up mail otherwise. */
export async function otp(ctx: AuthContext, req: ApiRequest): Promise<Reply> {
  const body = await readBody(req);
  const email = requireEmail(body.email);
  let user = await findUserByEmail(ctx.db, email);
  if (!user) {
    if (body.create_user === false) throw unprocessable('otp_disabled', 'Signups not allowed for otp');
    const data = optionalObject(body.data) ?? {};
    const confirmed = ctx.config.autoconfirm;
    user = await ctx.db.transaction((tx) => createUser(tx, { email, password: null, userMetadata: data, confirmed }));
  }
  await sendCode(ctx, user, user.email_confirmed_at ? 'magiclink' : 'signup', email, redirectParam(req, body));
  return EMPTY_OK();
}

const AMR_BY_TYPE: Record<VerifyType, AmrMethod> = {
  signup: 'email/signup',
  invite: 'invite',
  email: 'otp',
  magiclink: 'magiclink',
  recovery: 'recovery',
  email_change: 'email_change',
};

/** Uses the code up, confirms the address (or completes the e-mail change) and signs the user in. */
function completeVerification(ctx: AuthContext, code: OtpRow, type: VerifyType): Promise<SessionJson> {
  return ctx.db.transaction(async (tx) => {
    await takeCode(tx, code);
    let user = await findUserById(tx, code.user_id);
    if (!user) throw errors.otpExpired();
    if (code.token_type === 'email_change_token_new') user = await applyEmailChange(tx, user);
    else if (!user.email_confirmed_at) user = await confirmEmail(tx, user);
    return startSession(ctx, tx, user, AMR_BY_TYPE[type]);
  });
}

function verifyType(t: unknown): VerifyType {
  if (!isVerifyType(t)) throw errors.validation('Verify requires a verification type');
  return t;
}

export async function verifyPost(ctx: AuthContext, req: ApiRequest): Promise<Reply> {
  const body = await readBody(req);
  const type = verifyType(body.type);
  const tokenHash = optionalString(body.token_hash);
  const token = optionalString(body.token);
  const email = optionalString(body.email);
  let code: OtpRow;
  if (tokenHash) code = await findCode(ctx.db, VERIFY_TYPES[type], { hash: tokenHash });
  else if (token && email)
    code = await findCode(ctx.db, VERIFY_TYPES[type], {
      email: normalizeEmail(email),
      otp: token.trim(),
    });
  else throw errors.validation('Verify requires either a token or a token hash');
  return json(200, await completeVerification(ctx, code, type));
}

/** Links in mails: verify, then send the browser on with the session (or the error) in the URL fragment. */
export async function verifyGet(ctx: AuthContext, req: ApiRequest): Promise<Reply> {
  const params = req.url.searchParams;
  const target = new URL(safeRedirect(ctx, params.get('redirect_to')));
  let fragment: URLSearchParams;
  try {
    const type = verifyType(params.get('type'));
    const code = await findCode(ctx.db, VERIFY_TYPES[type], { hash: params.get('token') ?? '' });
    const s = await completeVerification(ctx, code, type);
    fragment = new URLSearchParams({
      access_token: s.access_token,
      expires_at: String(s.expires_at),
      expires_in: String(s.expires_in),
      refresh_token: s.refresh_token,
      token_type: 'bearer',
      type,
    });
  } catch (e) {
    if (!(e instanceof AuthError)) throw e;
    const description = e.code === 'otp_expired' ? 'Email link is invalid or has expired' : e.message;
    fragment = new URLSearchParams({ error: 'access_denied', error_code: e.code, error_description: description });
  }
  target.hash = fragment.toString();
  return { status: 303, headers: { location: target.toString() } };
}

export async function resend(ctx: AuthContext, req: ApiRequest): Promise<Reply> {
  const body = await readBody(req);
  const email = requireEmail(body.email);
  const redirectTo = redirectParam(req, body);
  const user = await findUserByEmail(ctx.db, email);
  // Unknown or already confirmed addresses get the same empty answer, revealing nothing.
  if (body.type === 'signup') {
    if (user && !user.email_confirmed_at) await sendCode(ctx, user, 'signup', email, redirectTo);
  } else if (body.type === 'email_change') {
    if (user?.email_change) await sendCode(ctx, user, 'email_change', user.email_change, redirectTo);
  } else throw errors.validation('Missing one of these types: signup, email_change, sms, phone_change');
  return EMPTY_OK();
}

export async function recover(ctx: AuthContext, req: ApiRequest): Promise<Reply> {
  const body = await readBody(req);
  const email = requireEmail(body.email, 'Password recovery requires an email');
  const user = await findUserByEmail(ctx.db, email);
  if (user) await sendCode(ctx, user, 'recovery', email, redirectParam(req, body));
  return EMPTY_OK();
}
