/** auth.users rows and GoTrue's JSON shape of a user. */
import { randomUUID } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { isPgError, type Queryable } from '../db/database.ts';
import { errors } from './errors.ts';

type Json = Record<string, unknown>;

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Json | null;
  raw_user_meta_data: Json | null;
  created_at: Date;
  updated_at: Date;
  phone: string | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  banned_until: Date | null;
  is_anonymous: boolean;
}

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Json;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
  email: string | null;
}

/** Columns the API may set; names come from this list only, never from a request. */
export type UserColumn =
  | 'email'
  | 'encrypted_password'
  | 'email_confirmed_at'
  | 'invited_at'
  | 'confirmation_sent_at'
  | 'recovery_sent_at'
  | 'email_change'
  | 'email_change_sent_at'
  | 'reauthentication_sent_at'
  | 'last_sign_in_at'
  | 'raw_app_meta_data'
  | 'raw_user_meta_data'
  | 'banned_until';

const BCRYPT_COST = 10;

export const hashPassword = (password: string) => bcrypt.hash(password, BCRYPT_COST);

export async function passwordMatches(user: UserRow, password: string): Promise<boolean> {
  return !!user.encrypted_password && bcrypt.compare(password, user.encrypted_password);
}

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : undefined);

/** GoTrue's metadata update: keys are merged, a null value removes the key. */
export function mergeMetadata(current: Json | null, patch: Json): Json {
  const next: Json = { ...current };
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete next[k];
    else next[k] = v;
  }
  return next;
}

export async function findUserByEmail(q: Queryable, email: string): Promise<UserRow | null> {
  const r = await q.query<UserRow>('select * from auth.users where lower(email) = $1 and deleted_at is null', [email]);
  return r.rows[0] ?? null;
}

export async function findUserById(q: Queryable, id: string): Promise<UserRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const r = await q.query<UserRow>('select * from auth.users where id = $1 and deleted_at is null', [id]);
  return r.rows[0] ?? null;
}

export async function updateUser(
  q: Queryable,
  id: string,
  values: Partial<Record<UserColumn, unknown>>,
): Promise<UserRow> {
  const cols = Object.keys(values) as UserColumn[];
  const sets = cols.map((c, i) => `${c} = $${i + 2}`);
  const r = await q.query<UserRow>(
    `update auth.users set ${[...sets, 'updated_at = now()'].join(', ')} where id = $1 returning *`,
    [id, ...cols.map((c) => values[c])],
  );
  return r.rows[0];
}

/** Creates an e-mail user with its `email` identity, as GoTrue's sign-up does (call inside a transaction). */
export async function createUser(
  q: Queryable,
  input: {
    email: string;
    password: string | null;
    userMetadata: Json;
    appMetadata?: Json;
    confirmed: boolean;
    invited?: boolean;
  },
): Promise<UserRow> {
  const id = randomUUID();
  const identityData = { sub: id, email: input.email, email_verified: input.confirmed, phone_verified: false };
  const appMetadata = { provider: 'email', providers: ['email'], ...input.appMetadata };
  const passwordHash = input.password === null ? '' : await hashPassword(input.password);
  const r = await q
    .query<UserRow>(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, invited_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_sso_user, is_anonymous)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3,
       case when $4::boolean then now() end, case when $5::boolean then now() end, $6, $7, now(), now(), false, false)
     returning *`,
      [
        id,
        input.email,
        passwordHash,
        input.confirmed,
        !!input.invited,
        JSON.stringify(appMetadata),
        JSON.stringify({ ...identityData, ...input.userMetadata }),
      ],
    )
    .catch((e: unknown) => {
      // A concurrent sign-up of the same address won the race.
      throw isPgError(e) && e.code === '23505' ? errors.emailExists() : e;
    });
  await q.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
     values ($1::text, $1::uuid, $2, 'email', now(), now())`,
    [id, JSON.stringify(identityData)],
  );
  return r.rows[0];
}

/** Marks the address verified on the user, its identity and its metadata. */
export async function confirmEmail(q: Queryable, user: UserRow): Promise<UserRow> {
  await q.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [user.id],
  );
  return updateUser(q, user.id, {
    email_confirmed_at: user.email_confirmed_at ?? new Date(),
    raw_user_meta_data: JSON.stringify(mergeMetadata(user.raw_user_meta_data, { email_verified: true })),
  });
}

/** Moves the user to the pending new address (confirmed by the code sent there). */
export async function applyEmailChange(q: Queryable, user: UserRow): Promise<UserRow> {
  const email = user.email_change as string;
  await q.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', true),
       updated_at = now() where user_id = $1 and provider = 'email'`,
    [user.id, email],
  );
  return updateUser(q, user.id, {
    email,
    email_change: '',
    email_change_sent_at: null,
    email_confirmed_at: new Date(),
    raw_user_meta_data: JSON.stringify(mergeMetadata(user.raw_user_meta_data, { email, email_verified: true })),
  });
}

function identityJson(i: IdentityRow) {
  return {
    identity_id: i.id,
    id: i.provider_id,
    user_id: i.user_id,
    identity_data: i.identity_data,
    provider: i.provider,
    last_sign_in_at: iso(i.last_sign_in_at),
    created_at: iso(i.created_at),
    updated_at: iso(i.updated_at),
    email: i.email ?? undefined,
  };
}

export type UserJson = ReturnType<typeof shapeUser>;

function shapeUser(u: UserRow, identities: ReturnType<typeof identityJson>[]) {
  return {
    id: u.id,
    aud: u.aud ?? 'authenticated',
    role: u.role ?? 'authenticated',
    email: u.email ?? '',
    email_confirmed_at: iso(u.email_confirmed_at),
    phone: u.phone ?? '',
    confirmation_sent_at: iso(u.confirmation_sent_at),
    confirmed_at: iso(u.confirmed_at),
    recovery_sent_at: iso(u.recovery_sent_at),
    new_email: u.email_change || undefined,
    email_change_sent_at: iso(u.email_change_sent_at),
    invited_at: iso(u.invited_at),
    last_sign_in_at: iso(u.last_sign_in_at),
    app_metadata: u.raw_app_meta_data ?? {},
    user_metadata: u.raw_user_meta_data ?? {},
    identities,
    created_at: iso(u.created_at) as string,
    updated_at: iso(u.updated_at) as string,
    banned_until: iso(u.banned_until),
    is_anonymous: u.is_anonymous,
  };
}

/** GoTrue's user JSON, identities included (times in ISO 8601; unset ones omitted as GoTrue does). */
export async function userJson(q: Queryable, u: UserRow): Promise<UserJson> {
  const r = await q.query<IdentityRow>('select * from auth.identities where user_id = $1 order by created_at', [u.id]);
  return shapeUser(u, r.rows.map(identityJson));
}

/** What GoTrue answers a repeated sign-up, so the reply does not reveal whether the address is taken. */
export function obfuscatedUser(email: string, userMetadata: Json): UserJson {
  const now = new Date();
  const unset = { email_confirmed_at: null, invited_at: null, recovery_sent_at: null, email_change: null };
  return shapeUser(
    {
      ...unset,
      id: randomUUID(),
      aud: 'authenticated',
      role: '',
      email,
      encrypted_password: null,
      confirmation_sent_at: now,
      email_change_sent_at: null,
      last_sign_in_at: null,
      raw_app_meta_data: { provider: 'email', providers: ['email'] },
      raw_user_meta_data: userMetadata,
      created_at: now,
      updated_at: now,
      phone: null,
      phone_confirmed_at: null,
      confirmed_at: null,
      banned_until: null,
      is_anonymous: false,
    },
    [],
  );
}
