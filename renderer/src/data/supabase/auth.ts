import { FunctionsFetchError, FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { isUnconfirmedExistingUser } from '@domain/account-errors.ts';
import { GatewayError } from '../gateway.ts';
import type { AuthPort, MobilePhone } from '../ports/auth.ts';
import { unreachableError } from './errors.ts';

/** An auth reply's error part (supabase-js reports a network failure with status 0 rather than throwing). */
interface AuthFailure {
  message: string;
  status?: number;
}

function throwIfAuthFailed(error: AuthFailure | null, backendUrl: string): void {
  if (!error) return;
  if (error.status === 0) throw unreachableError(backendUrl);
  throw new GatewayError(error.message, 'failed');
}

/** The function's own `{ error }` (or `{ message }`) text when it refused, so the page can show its details. */
async function functionFailure(error: unknown, backendUrl: string): Promise<GatewayError> {
  if (error instanceof FunctionsFetchError) return unreachableError(backendUrl);
  if (error instanceof FunctionsHttpError) {
    const body = (await (error.context as Response).json().catch(() => null)) as {
      error?: unknown;
      message?: unknown;
    } | null;
    const details = body?.error ?? body?.message;
    if (typeof details === 'string' && details) return new GatewayError(details, 'failed');
  }
  return new GatewayError(error instanceof Error ? error.message : String(error), 'failed');
}

export function createSupabaseAuth(client: SupabaseClient, options: { url: string }): AuthPort {
  const check = (error: AuthFailure | null) => throwIfAuthFailed(error, options.url);

  async function invoke<T>(name: string, body: object): Promise<T> {
    const { data, error } = await client.functions.invoke<T>(name, { body });
    if (error) throw await functionFailure(error, options.url);
    return data as T;
  }

  return {
    async signUp(email, password) {
      const { data, error } = await client.auth.signUp({ email, password });
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

    async sendEmailLoginOtp(email) {
      const { error } = await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
      check(error);
    },

    async verifyEmailLoginOtp(email, otp) {
      const { data, error } = await client.auth.verifyOtp({ email, token: otp, type: 'email' });
      check(error);
      return { signedIn: Boolean(data.session) };
    },

    async sendMobileLoginOtp(phone: MobilePhone) {
      await invoke('send-mobile-otp', phone);
    },

    async verifyMobileLoginOtp(phone, otp, redirectTo) {
      const reply = await invoke<{ action_link?: unknown } | null>('verify-mobile-otp-and-login', {
        ...phone,
        otp,
        redirectTo,
      });
      const link = reply?.action_link;
      return { actionLink: typeof link === 'string' && link ? link : null };
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
      check(error);
    },
  };
}
