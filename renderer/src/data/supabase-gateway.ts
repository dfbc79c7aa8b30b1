import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { GatewayError, type AuthSettings, type DataGateway, type PlatformSettings } from './gateway.ts';

const platformSettingsSchema = z.object({ name: z.string().min(1), tagline: z.string() });

// The subset of GoTrue's settings reply the app reads.
const authSettingsSchema = z.object({
  external: z.object({ email: z.boolean() }),
  disable_signup: z.boolean(),
  mailer_autoconfirm: z.boolean(),
});

/** The web adapter: supabase-js for the database, plain fetch where supabase-js has no call (auth settings). */
export function createSupabaseGateway(client: SupabaseClient, options: { url: string; anonKey: string }): DataGateway {
  const unreachable = () => new GatewayError(`Backend unreachable at ${options.url}`, 'unreachable');

  return {
    backendUrl: options.url,

    async getPlatformSettings(): Promise<PlatformSettings> {
      const { data, error, status } = await client.from('app_settings').select('value').eq('key', 'platform').single();
      // supabase-js reports a network failure as status 0 rather than throwing.
      if (error && status === 0) throw unreachable();
      if (error) throw new GatewayError(`Database query failed: ${error.message}`, 'failed');
      return platformSettingsSchema.parse(data.value);
    },

    async getAuthSettings(): Promise<AuthSettings> {
      let response: Response;
      try {
        response = await fetch(`${options.url}/auth/v1/settings`, { headers: { apikey: options.anonKey } });
      } catch {
        throw unreachable();
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
