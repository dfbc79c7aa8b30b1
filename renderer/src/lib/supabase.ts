import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@domain/database.ts';
import { env } from '@/config/env.ts';

/** The renderer's one supabase-js client, typed by the generated schema; sessions persist in localStorage. */
export type AppSupabaseClient = SupabaseClient<Database>;
export const supabase: AppSupabaseClient = createClient<Database>(env.supabaseUrl, env.supabaseAnonKey);
