/**
 * Build-time configuration, checked once at startup so a bad value fails loudly with the offending key.
 * Plain checks rather than a schema library: this module is in the first download of every page.
 */

/** The Supabase CLI's well-known local anon key (as in supabase/local/config.ts); never a hosted project's key. */
const LOCAL_DEMO_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';
const LOCAL_WEB_URL = 'http://127.0.0.1:5173';

export interface Env {
  supabaseUrl: string;
  supabaseAnonKey: string;
  /** The countries-states-cities service key for the district lookup fallback; no key, no lookup. */
  citiesApiKey: string | null;
  /**
   * The public web app's origin, for links people share (a price list's /l/<code>): the desktop's own origin is
   * the app scheme, which nobody else can open. The local web app (supabase/config.toml's site_url) unless set.
   */
  publicWebUrl: string;
}

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** A set value: empty strings (e.g. `VITE_SUPABASE_URL=` in a .env file) mean "not set". */
function setting(raw: Record<string, unknown>, key: string, invalid: string[]): string | null {
  const value = raw[key];
  if (value === undefined || value === '') return null;
  if (typeof value === 'string') return value;
  invalid.push(key);
  return null;
}

export function parseEnv(raw: Record<string, unknown>): Env {
  const invalid: string[] = [];
  const url = setting(raw, 'VITE_SUPABASE_URL', invalid);
  if (url !== null && !isHttpUrl(url)) invalid.push('VITE_SUPABASE_URL');
  const anonKey = setting(raw, 'VITE_SUPABASE_ANON_KEY', invalid);
  const citiesApiKey = setting(raw, 'VITE_CSC_API_KEY', invalid);
  const publicWebUrl = setting(raw, 'VITE_PUBLIC_WEB_URL', invalid);
  if (publicWebUrl !== null && !isHttpUrl(publicWebUrl)) invalid.push('VITE_PUBLIC_WEB_URL');
  if (invalid.length > 0) throw new Error(`Invalid environment configuration: ${invalid.join(', ')}`);
  return {
    supabaseUrl: (url ?? LOCAL_SUPABASE_URL).replace(/\/+$/, ''),
    supabaseAnonKey: anonKey ?? LOCAL_DEMO_ANON_KEY,
    citiesApiKey,
    publicWebUrl: (publicWebUrl ?? LOCAL_WEB_URL).replace(/\/+$/, ''),
  };
}

export const env: Env = parseEnv(import.meta.env);
