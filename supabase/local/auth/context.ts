import type { StackContext } from '../http/types.ts';
import type { AuthSettings } from './auth-settings.ts';

/** What the auth handlers get: the stack's context and config.toml's `[auth]` settings. */
export interface AuthContext extends StackContext {
  auth: AuthSettings;
}
