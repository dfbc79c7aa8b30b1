import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  clearLoginState,
  closeForgot,
  INITIAL_LOGIN_STATE,
  restoreLoginState,
  saveLoginState,
  type LoginState,
} from './login-state.ts';

/** The unit project runs in Node: a Map stands in for the browser's session storage. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const midFlow: LoginState = {
  method: 'mobile',
  showForgot: true,
  email: 'free@loomconnect.test',
  emailOtpSent: true,
  mobileOtpSent: true,
  countryCode: '+44',
  mobileNumber: '7700900123',
};

describe('login page state', () => {
  beforeEach(() => {
    globalThis.sessionStorage = memoryStorage();
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'sessionStorage');
  });

  it('starts on email OTP with +91 when nothing was saved', () => {
    expect(restoreLoginState()).toEqual(INITIAL_LOGIN_STATE);
    expect(INITIAL_LOGIN_STATE).toMatchObject({ method: 'email', countryCode: '+91', showForgot: false });
  });

  it('restores what was saved, and nothing once cleared', () => {
    saveLoginState(midFlow);
    expect(restoreLoginState()).toEqual(midFlow);
    clearLoginState();
    expect(restoreLoginState()).toEqual(INITIAL_LOGIN_STATE);
  });

  it('ignores unreadable or foreign values', () => {
    sessionStorage.setItem('loginPageState', '{not json');
    expect(restoreLoginState()).toEqual(INITIAL_LOGIN_STATE);
    sessionStorage.setItem('loginPageState', JSON.stringify({ method: 'carrier-pigeon', email: 'a@b.co' }));
    expect(restoreLoginState()).toEqual({ ...INITIAL_LOGIN_STATE, email: 'a@b.co' });
  });

  it('closing the forgot form resets the email and mobile steps but keeps the method', () => {
    expect(closeForgot(midFlow)).toEqual({ ...INITIAL_LOGIN_STATE, method: 'mobile' });
  });
});
