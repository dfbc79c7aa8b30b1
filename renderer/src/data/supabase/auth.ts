import {
  FunctionsFetchError,
  FunctionsHttpError,
  isAuthWeakPasswordError,
  type SupabaseClient,
} from '@supabase/supabase-js';
import { isUnconfirmedExistingUser } from '@domain/account-errors.ts';
import { NO_ACCOUNT_FOR_EMAIL } from '@domain/messages.ts';
import { weakPasswordMessages } from '@domain/password-policy.ts';
import { GatewayError } from '../gateway.ts';
import { accepted, refused, type Outcome } from '../outcome.ts';
import type { AuthPort, MobilePhone } from '../ports/auth.ts';
import { unreachableError } from './errors.ts';
import { userMessage } from '@domain/server-errors.ts';

/** An auth reply's error part (supabase-js reports a network failure with status 0 rather than throwing). */
interface AuthFailure {
  message: string;
  status?: number;
  code?: string;
}

/** GoTrue's error code when a login code is asked for an address without an account (create_user false). */
const NO_ACCOUNT = 'otp_disabled';

function throwIfAuthFailed(error: AuthFailure | null, backendUrl: string): void {
  if (!error) return;
  if (error.status === 0) throw unreachableError(backendUrl);
  throw new GatewayError(userMessage(error), 'failed');
}

/**
 * The auth server's refusal of a weak password, in the spec's words for its reasons (one sentence per rule
 * broken), so the page shows what to change rather than GoTrue's list of character sets.
 */
function throwIfWeakPassword(error: unknown, password: string): void {
  if (!isAuthWeakPasswordError(error)) return;
  throw new GatewayError(weakPasswordMessages(error.reasons, password, error.message).join(' '), 'failed');
}

/**
 * A function's refusal (a 4xx answer with its own `{ error }` or `{ message }` text) as a typed result, so the page
 * shows its details; anything else (no answer, a server error) throws.
 */
async function functionRefusal(error: unknown, backendUrl: string): Promise<Outcome<never, 'refused'>> {
  if (error instanceof FunctionsFetchError) throw unreachableError(backendUrl);
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    const body = (await response.json().catch(() => null)) as { error?: unknown; message?: unknown } | null;
    const details = body?.error ?? body?.message;
    if (typeof details === 'string' && details) {
      if (response.status < 500) return refused('refused', details);
      throw new GatewayError(details, 'failed');
    }
  }
  throw new GatewayError(userMessage(error instanceof Error ? error.message : String(error)), 'failed');
}

export function createSupabaseAuth(client: SupabaseClient, options: { url: string }): AuthPort {
  const check = (error: AuthFailure | null) => throwIfAuthFailed(error, options.url);

  async function invoke<T>(name: string, body: object): Promise<Outcome<T, 'refused'>> {
    const { data, error } = await client.functions.invoke<T>(name, { body });
    if (error) return functionRefusal(error, options.url);
    return accepted(data as T);
  }

  return {
    async signUp(email, password) {
      const { data, error } = await client.auth.signUp({ email, password });
      throwIfWeakPassword(error, password);
      check(error);
      const user = data.user;
      return {
        userId: user?.id ?? null,
        unconfirmedExisting: isUnconfirmedExistingUser(user),
      };
    },

    async verifySignupOtp(email, otp) {
      const { data, error } = await client.auth.verifyOtp({ email, token: otp, type: 'signup' });
      check(error);
      return { userId: data.user?.id ?? null };
    },

    async resendSignupOtp(email) {
      const { error } = await client.auth.resend({ type: 'signup', email });
      check(error);
    },

    async sendEmailLoginOtp(email, redirectTo) {
      const { error } = await client.auth.signInWithOtp({
        email,
        options: { shouldCreateUser: false, emailRedirectTo: redirectTo },
      });
      if (error?.code === NO_ACCOUNT) return refused('no-account', NO_ACCOUNT_FOR_EMAIL.description);
      check(error);
      return accepted(undefined);
    },

    async verifyEmailLoginOtp(email, otp) {
      const { data, error } = await client.auth.verifyOtp({ email, token: otp, type: 'email' });
      check(error);
      return { signedIn: Boolean(data.session) };
    },

    async sendMobileLoginOtp(phone: MobilePhone) {
      const sent = await invoke('send-mobile-otp', phone);
      return sent.ok ? accepted(undefined) : sent;
    },

    async verifyMobileLoginOtp(phone, otp, redirectTo) {
      const reply = await invoke<{ action_link?: unknown } | null>('verify-mobile-otp-and-login', {
        ...phone,
        otp,
        redirectTo,
      });
      if (!reply.ok) return reply;
      const link = reply.value?.action_link;
      return accepted({ actionLink: typeof link === 'string' && link ? link : null });
    },

    async sendPasswordReset(email, redirectTo) {
      const { error } = await client.auth.resetPasswordForEmail(email, { redirectTo });
      check(error);
    },

    async hasSession() {
      const { data, error } = await client.auth.getSession();
      check(error);
      return Boolean(data.session);
    },

    async updatePassword(password) {
      const { error } = await client.auth.updateUser({ password });
      throwIfWeakPassword(error, password);
      check(error);
    },
  };
}
