/**
 * The renderer's one data-access port. The web adapter talks to Supabase directly
 * (supabase-gateway.ts); the desktop adapter will answer from the main process's cache.
 * Entry points pick the adapter and hand it to `bootstrap()`; nothing else constructs one.
 */
export interface DataGateway {
  /** The public 'platform' row of app_settings: product name and tagline. */
  getPlatformSettings(): Promise<PlatformSettings>;
  /** The auth server's public settings (GoTrue `GET /auth/v1/settings`). */
  getAuthSettings(): Promise<AuthSettings>;
  /** The API base URL, for messages such as "Backend unreachable at …". */
  readonly backendUrl: string;
}

export interface PlatformSettings {
  name: string;
  tagline: string;
}

export interface AuthSettings {
  /** Users can sign up with e-mail and password. */
  emailSignupEnabled: boolean;
  /** New e-mail accounts must confirm their address (OTP) before signing in. */
  emailConfirmationRequired: boolean;
}

/** A failure the UI can show as is: `unreachable` when no HTTP answer came back at all. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly kind: 'unreachable' | 'failed',
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}
