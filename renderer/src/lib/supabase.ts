import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { env } from '@/config/env.ts';

/** The renderer's one supabase-js client; sessions persist in localStorage as on any Supabase web app. */
export const supabase: SupabaseClient = createClient(env.supabaseUrl, env.supabaseAnonKey);
