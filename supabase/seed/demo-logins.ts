/**
 * The demo logins supabase/seed.sql creates, as one list every test reads (ids, e-mails and phones are fixed by the
 * seed). tests/unit/seed/demo-logins.test.ts holds this list to seed.sql and to the demo-login tables of README.md
 * and supabase/seed/README.md, so the three cannot drift apart.
 */

/** Every demo login's password (and the twenty memberN@ members'). */
export const DEMO_PASSWORD = 'LoomDemo#2026';

export interface DemoLogin {
  id: string;
  email: string;
  /** The mobile number of its profile (ten digits, +91), for the texted-code login. */
  phone: string;
  name: string;
}

/** One login per role the app tells apart (the README's "Demo logins"). */
export const DEMO_LOGINS = {
  admin: login(1, 'admin@loomconnect.test', 'Asha Admin'),
  limitedAdmin: login(2, 'limited.admin@loomconnect.test', 'Leela Limited'),
  admin2: login(3, 'admin2@loomconnect.test', 'Arjun Admin2'),
  /** Company A's (Surat Synthetics Ltd) executive. */
  exec: login(4, 'exec.a@loomconnect.test', 'Rakesh Mehta'),
  /** Company B's (Coimbatore Cotton Mills) executive. */
  execB: login(5, 'exec.b@loomconnect.test', 'Lakshmi Narayanan'),
  vendor: login(6, 'vendor@loomconnect.test', 'Vikram Vendor'),
  paid: login(7, 'paid@loomconnect.test', 'Priya Paid'),
  free: login(8, 'free@loomconnect.test', 'Farhan Free'),
  expired: login(9, 'expired@loomconnect.test', 'Esha Expired'),
  lapsed: login(10, 'lapsed@loomconnect.test', 'Lalit Lapsed'),
} satisfies Record<string, DemoLogin>;
export type DemoLoginName = keyof typeof DEMO_LOGINS;

/** The seed numbers its demo logins: user id …0000000000n, mobile 98000000nn. */
function login(n: number, email: string, name: string): DemoLogin {
  const nn = String(n).padStart(2, '0');
  return { id: `00000000-0000-4000-a000-0000000000${nn}`, email, phone: `98000000${nn}`, name };
}
