/**
 * The `[auth]` settings of config.toml that the local GoTrue honours, read as the Supabase CLI hands them to
 * GoTrue: `minimum_password_length` and `password_requirements` (GOTRUE_PASSWORD_MIN_LENGTH and
 * GOTRUE_PASSWORD_REQUIRED_CHARACTERS), `[auth.hook.custom_access_token]` `enabled` and `uri`
 * (GOTRUE_HOOK_CUSTOM_ACCESS_TOKEN_*), the e-mail subjects of `[auth.email.template.<name>]`
 * (GOTRUE_MAILER_SUBJECTS_*), and `additional_redirect_urls` (GOTRUE_URI_ALLOW_LIST). Read once at start, as GoTrue reads its environment.
 */
import fs from 'node:fs/promises';
import {
  PASSWORD_REQUIREMENTS,
  type PasswordRequirementsName,
} from '../../functions/_shared/domain/password-policy.ts';
import { parseToml, type TomlValue } from '../config-toml.ts';
import type { MailKind } from './templates.ts';

export interface PasswordSettings {
  minLength: number;
  /** Each string is a set the password must hold at least one character of. */
  requiredCharacters: readonly string[];
}

/** A Postgres hook (`pg-functions://<database>/<schema>/<function>`) as GoTrue calls it. */
export interface PgFunctionHook {
  uri: string;
  /** `"schema"."function"`, quoted as GoTrue quotes it (conf.PopulateExtensibilityPoint). */
  functionName: string;
}

export interface AuthSettings {
  password: PasswordSettings;
  customAccessToken: PgFunctionHook | null;
  /** Subjects config.toml sets for the auth e-mails; the others keep the default templates' subjects. */
  mailSubjects: Partial<Record<MailKind, string>>;
  /** Where auth links may send the browser besides the site: GoTrue's URI allow list, globs as it reads them. */
  redirectUrls: readonly string[];
}

/** The Supabase CLI's defaults: 6 characters, no required characters, no hooks, the default subjects. */
const DEFAULT_AUTH_SETTINGS: AuthSettings = {
  password: { minLength: 6, requiredCharacters: [] },
  customAccessToken: null,
  mailSubjects: {},
  redirectUrls: [],
};

/** The Supabase CLI's template names (`[auth.email.template.<name>]`) of each e-mail. */
const TEMPLATE_NAMES: Record<MailKind, string> = {
  signup: 'confirmation',
  invite: 'invite',
  magiclink: 'magic_link',
  recovery: 'recovery',
  email_change: 'email_change',
  reauthentication: 'reauthentication',
};

function mailSubjects(tables: Map<string, Record<string, TomlValue>>): Partial<Record<MailKind, string>> {
  const subjects: Partial<Record<MailKind, string>> = {};
  for (const [kind, name] of Object.entries(TEMPLATE_NAMES) as [MailKind, string][]) {
    const subject = tables.get(`auth.email.template.${name}`)?.subject;
    if (typeof subject === 'string' && subject) subjects[kind] = subject;
  }
  return subjects;
}

// GoTrue's postgresNamesRegexp: a schema or function name it accepts in a pg-functions URI.
const POSTGRES_NAME = /^[a-zA-Z_][a-zA-Z0-9_]{0,62}$/;

/** Parses a pg-functions URI as GoTrue validates it; throws with GoTrue's reasons for a bad one. */
export function pgFunctionHook(uri: string): PgFunctionHook {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    throw new Error(`auth hook: invalid URI ${uri}`);
  }
  if (url.protocol !== 'pg-functions:') {
    throw new Error(`auth hook ${uri}: only postgres hooks (pg-functions://) are supported by the local stack`);
  }
  const parts = url.pathname.split('/');
  if (parts.length < 3) throw new Error(`auth hook ${uri}: URI path does not contain enough parts`);
  const [, schema, name] = parts;
  if (!POSTGRES_NAME.test(schema)) throw new Error(`auth hook ${uri}: invalid schema name: ${schema}`);
  if (!POSTGRES_NAME.test(name)) throw new Error(`auth hook ${uri}: invalid table name: ${name}`);
  return { uri, functionName: `"${schema}"."${name}"` };
}

const asNumber = (v: TomlValue | undefined, fallback: number) => (typeof v === 'number' ? v : fallback);

function requiredCharacters(value: TomlValue | undefined): readonly string[] {
  const name = typeof value === 'string' ? value : '';
  if (!Object.hasOwn(PASSWORD_REQUIREMENTS, name)) {
    throw new Error(`config.toml [auth] password_requirements must be one of ${Object.keys(PASSWORD_REQUIREMENTS)}`);
  }
  return PASSWORD_REQUIREMENTS[name as PasswordRequirementsName];
}

export function authSettingsFromToml(toml: string): AuthSettings {
  const tables = parseToml(toml);
  const auth = tables.get('auth') ?? {};
  const hook = tables.get('auth.hook.custom_access_token') ?? {};
  const enabled = hook.enabled === true && typeof hook.uri === 'string' && hook.uri !== '';
  return {
    password: {
      minLength: asNumber(auth.minimum_password_length, DEFAULT_AUTH_SETTINGS.password.minLength),
      requiredCharacters: requiredCharacters(auth.password_requirements),
    },
    customAccessToken: enabled ? pgFunctionHook(hook.uri as string) : null,
    mailSubjects: mailSubjects(tables),
    redirectUrls: Array.isArray(auth.additional_redirect_urls)
      ? auth.additional_redirect_urls.filter((u): u is string => typeof u === 'string')
      : [],
  };
}

/** The settings of the config.toml at `configPath`; the CLI's defaults when there is none. */
export async function loadAuthSettings(configPath: string): Promise<AuthSettings> {
  const toml = await fs.readFile(configPath, 'utf8').catch((e: NodeJS.ErrnoException) => {
    if (e.code === 'ENOENT') return null;
    throw e;
  });
  return toml === null ? DEFAULT_AUTH_SETTINGS : authSettingsFromToml(toml);
}
