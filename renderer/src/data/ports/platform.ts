/** Public settings of the platform and its auth server. */
export interface PlatformPort {
  /** The public 'platform' row of app_settings: product name and tagline. */
  getPlatformSettings(): Promise<PlatformSettings>;
  /** The auth server's public settings (GoTrue `GET /auth/v1/settings`). */
  getAuthSettings(): Promise<AuthSettings>;
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
