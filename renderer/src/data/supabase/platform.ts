import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { GatewayError } from '../gateway.ts';
import type { AuthSettings, PlatformPort, PlatformSettings } from '../ports/platform.ts';
import { throwIfFailed, unreachableError } from './errors.ts';

const platformSettingsSchema = z.object({ name: z.string().min(1), tagline: z.string() });

// The subset of GoTrue's settings reply the app reads.
const authSettingsSchema = z.object({
  external: z.object({ email: z.boolean() }),
  disable_signup: z.boolean(),
  mailer_autoconfirm: z.boolean(),
});

/** Platform settings through supabase-js; plain fetch where supabase-js has no call (auth settings). */
export function createSupabasePlatform(
  client: SupabaseClient,
  options: { url: string; anonKey: string },
): PlatformPort {
  return {
    async getPlatformSettings(): Promise<PlatformSettings> {
      const reply = await client.from('app_settings').select('value').eq('key', 'platform').single();
      throwIfFailed(reply, options.url);
      return platformSettingsSchema.parse(reply.data?.value);
    },

    async getAuthSettings(): Promise<AuthSettings> {
      let response: Response;
      try {
        response = await fetch(`${options.url}/auth/v1/settings`, { headers: { apikey: options.anonKey } });
      } catch {
        throw unreachableError(options.url);
      }
      if (!response.ok) throw new GatewayError(`Auth settings failed with HTTP ${response.status}`, 'failed');
      const settings = authSettingsSchema.parse(await response.json());
      return {
        emailSignupEnabled: settings.external.email && !settings.disable_signup,
        emailConfirmationRequired: !settings.mailer_autoconfirm,
      };
    },
  };
}
