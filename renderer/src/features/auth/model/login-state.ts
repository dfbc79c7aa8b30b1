import { INDIA_DIAL_CODE } from '@domain/phone.ts';

export type LoginMethod = 'email' | 'mobile';

/** What /login keeps across a reload (§2): method, forgot-form flag, email, OTP-sent flags, mobile code and number. */
export interface LoginState {
  method: LoginMethod;
  showForgot: boolean;
  email: string;
  emailOtpSent: boolean;
  mobileOtpSent: boolean;
  countryCode: string;
  mobileNumber: string;
}

export const INITIAL_LOGIN_STATE: LoginState = {
  method: 'email',
  showForgot: false,
  email: '',
  emailOtpSent: false,
  mobileOtpSent: false,
  countryCode: INDIA_DIAL_CODE,
  mobileNumber: '',
};

const KEY = 'loginPageState';

/** The state saved when the page last unloaded, over the defaults; the defaults when none or unreadable. */
export function restoreLoginState(): LoginState {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<LoginState> | null;
    if (!saved || typeof saved !== 'object') return INITIAL_LOGIN_STATE;
    const merged = { ...INITIAL_LOGIN_STATE, ...saved };
    return { ...merged, method: merged.method === 'mobile' ? 'mobile' : 'email' };
  } catch {
    return INITIAL_LOGIN_STATE;
  }
}

export function saveLoginState(state: LoginState): void {
  sessionStorage.setItem(KEY, JSON.stringify(state));
}

export function clearLoginState(): void {
  sessionStorage.removeItem(KEY);
}

/** Closing the forgot-password form starts the email and mobile steps over. */
export function closeForgot(state: LoginState): LoginState {
  return {
    ...state,
    showForgot: false,
    email: '',
    emailOtpSent: false,
    mobileOtpSent: false,
    countryCode: INDIA_DIAL_CODE,
    mobileNumber: '',
  };
}
