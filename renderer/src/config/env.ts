import { z } from 'zod';

/** The Supabase CLI's well-known local anon key (as in supabase/local/config.ts); never a hosted project's key. */
const LOCAL_DEMO_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

const envSchema = z.object({
  VITE_SUPABASE_URL: z.url().default('http://127.0.0.1:54321'),
  VITE_SUPABASE_ANON_KEY: z.string().min(1).default(LOCAL_DEMO_ANON_KEY),
  // The countries-states-cities service key for the district lookup fallback; no key, no lookup.
  VITE_CSC_API_KEY: z.string().min(1).optional(),
});

export interface Env {
  supabaseUrl: string;
  supabaseAnonKey: string;
  citiesApiKey: string | null;
}

/** Parses the build-time env once at startup, so a bad value fails loudly with the offending key. */
export function parseEnv(raw: Record<string, unknown>): Env {
  // Empty strings (e.g. `VITE_SUPABASE_URL=` in a .env file) mean "not set".
  const present = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== '' && v !== undefined));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const keys = result.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`Invalid environment configuration: ${keys}`);
  }
  return {
    supabaseUrl: result.data.VITE_SUPABASE_URL.replace(/\/+$/, ''),
    supabaseAnonKey: result.data.VITE_SUPABASE_ANON_KEY,
    citiesApiKey: result.data.VITE_CSC_API_KEY ?? null,
  };
}

export const env: Env = parseEnv(import.meta.env);
