import type { SupabaseClient } from '@supabase/supabase-js';
import type { AuthPort } from '../ports/auth.ts';

export function createSupabaseAuth(_client: SupabaseClient): AuthPort {
  return {};
}
