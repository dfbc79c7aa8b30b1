import { createClient, type Session, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@domain/database.ts';
import { paths } from '@domain/paths.ts';
import type { Page } from '@playwright/test';
import WebSocket from 'ws';
import { E2E } from '../support/e2e-env.ts';
import { serviceClient } from '../support/backend.ts';
import { emailCode } from '../support/mailbox.ts';
import { DEMO_PASSWORD } from '../../../supabase/seed/demo-logins.ts';

// The seed's demo logins, by the names the specs use (DEMO.exec, DEMO.paid …), and their password.
export { DEMO_LOGINS as DEMO, DEMO_PASSWORD } from '../../../supabase/seed/demo-logins.ts';

/** A supabase-js client of the test stack that keeps its session in memory. */
export function anonClient(): SupabaseClient<Database> {
  return createClient<Database>(E2E.apiUrl, E2E.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}

/** supabase-js's localStorage key for a project URL (`sb-<first host label>-auth-token`). */
const storageKey = `sb-${new URL(E2E.apiUrl).hostname.split('.')[0]}-auth-token`;

/**
 * Puts a session where the app's auth client looks for it, then opens `path`. Router state, when given,
 * goes where React Router keeps it (`history.state.usr`), as if the app had navigated there with it.
 */
export async function useSessionInBrowser(
  page: Page,
  session: Session,
  path = paths.home.href(),
  routerState?: object,
): Promise<void> {
  // A static file of the same origin: no app code runs (and navigates) while the session is stored.
  await page.goto('/service-worker.js');
  // Strings: this file is type-checked without the DOM library.
  await page.evaluate(
    `localStorage.setItem(${JSON.stringify(storageKey)}, ${JSON.stringify(JSON.stringify(session))})`,
  );
  if (routerState) {
    const state = JSON.stringify({ usr: routerState, key: 'e2e', idx: 0 });
    await page.evaluate(`history.replaceState(${state}, '', ${JSON.stringify(path)})`);
    await page.reload();
  } else {
    await page.goto(path);
  }
  await signedInShown(page);
}

/**
 * Waits until the app shows the page signed in: the session and the role facts load after the page, and the
 * header offers Logout once both are there (attached, not visible: a phone-width header keeps it in its menu).
 */
async function signedInShown(page: Page): Promise<void> {
  await page.locator('header .auth-button--logout').first().waitFor({ state: 'attached' });
}

/** Signs a member in with e-mail and password (the auth API) and opens `path` as them. */
export async function signInAs(
  page: Page,
  email: string,
  path = paths.home.href(),
  password = DEMO_PASSWORD,
): Promise<Session> {
  const { data, error } = await anonClient().auth.signInWithPassword({ email, password });
  if (error || !data.session) throw new Error(`sign-in as ${email} failed: ${error?.message}`);
  await useSessionInBrowser(page, data.session, path);
  return data.session;
}

let serial = 0;

/** A fresh address for a new account in this run. */
export function newEmail(prefix: string): string {
  serial += 1;
  return `${prefix}.${Date.now().toString(36)}${serial}@e2e.loomconnect.test`;
}

/**
 * A new confirmed account with a Free Member profile, made as an admin tool would (the auth admin API and
 * create_member_profile): for tests of what a member does, where signing up is not under test.
 */
export async function createFreeMember(
  memberName: string,
  businessName: string,
): Promise<{ id: string; email: string }> {
  const email = newEmail(memberName.split(' ')[0].toLowerCase());
  const service = serviceClient();
  const created = await service.auth.admin.createUser({ email, password: DEMO_PASSWORD, email_confirm: true });
  if (created.error) throw created.error;
  const id = created.data.user.id;
  const profile = await service.rpc('create_member_profile', {
    p_user_id: id,
    p_profile: { member_name: memberName, business_name: businessName, email, membership_type: 'Free Member' },
  });
  if (profile.error) throw new Error(profile.error.message);
  return { id, email };
}

/** Signs a new account up through the auth API and confirms it with the e-mailed code (what /signup does). */
export async function signUpVerified(email: string, password = DEMO_PASSWORD): Promise<Session> {
  const client = anonClient();
  const since = new Date();
  const signUp = await client.auth.signUp({ email, password });
  if (signUp.error) throw new Error(`sign-up of ${email} failed: ${signUp.error.message}`);
  const { data, error } = await client.auth.verifyOtp({ email, token: await emailCode(email, since), type: 'signup' });
  if (error || !data.session) throw new Error(`verifying ${email} failed: ${error?.message}`);
  return data.session;
}

/** Opens /register-profile as the verified new member, with the router state /signup hands over. */
export async function openRegisterProfile(page: Page, session: Session): Promise<void> {
  const handOver = { userId: session.user.id, email: session.user.email, emailVerified: true };
  await useSessionInBrowser(page, session, paths.registerProfile.href(), handOver);
}
