/** Helpers of the market view's suites (tests/integration/market*.test.ts). */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@domain/database.ts';
import type { TestStack } from './stack.ts';

/** A demo login (supabase/seed.sql) signed in. */
export async function signInDemo(stack: TestStack, email: string): Promise<SupabaseClient<Database>> {
  const client = stack.client();
  const { error } = await client.auth.signInWithPassword({ email, password: 'LoomDemo#2026' });
  if (error) throw error;
  return client;
}
