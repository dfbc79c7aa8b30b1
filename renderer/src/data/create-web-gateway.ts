import { env } from '@/config/env.ts';
import { supabase } from '@/lib/supabase.ts';
import type { DataGateway } from './gateway.ts';
import { createSupabaseGateway } from './supabase-gateway.ts';

/** The supabase-js gateway wired to the configured project: what the web entry (and, until the cache lands, the desktop entry) uses. */
export const createWebGateway = (): DataGateway =>
  createSupabaseGateway(supabase, { url: env.supabaseUrl, anonKey: env.supabaseAnonKey });
