import { describe, expect, it } from 'vitest';
import {
  asSentence,
  emailOtpFailureMessage,
  isUnconfirmedExistingUser,
  profileCreationFailure,
  signupFailureMessage,
} from '@domain/account-errors.ts';
import { PROFILE_DUPLICATE } from '@domain/messages.ts';

describe('signup and OTP errors (§8)', () => {
  it("says 'Email already exists' when the provider reports a registered user, else passes its message on", () => {
    expect(signupFailureMessage('User already registered')).toBe('Email already exists');
    expect(signupFailureMessage('A user with this email address has already been registered')).toBe(
      'Email already exists',
    );
    expect(signupFailureMessage('Signups not allowed for this instance')).toBe('Signups not allowed for this instance');
    expect(signupFailureMessage(undefined)).toBe('Something went wrong');
  });

  it('treats an empty identities list as an unconfirmed existing user', () => {
    expect(isUnconfirmedExistingUser({ identities: [] })).toBe(true);
    expect(isUnconfirmedExistingUser({ identities: [{}] })).toBe(false);
    expect(isUnconfirmedExistingUser({})).toBe(false);
    expect(isUnconfirmedExistingUser(null)).toBe(false);
  });

  it('words a wrong or stale code as a sentence, then adds the spam-folder hint', () => {
    expect(emailOtpFailureMessage('Token has expired or is invalid')).toBe(
      'This OTP is incorrect or has expired. Ensure the OTP is correct. Also check spam folder.',
    );
    expect(emailOtpFailureMessage('too many attempts, try again later')).toBe(
      'Too many attempts, try again later. Ensure the OTP is correct. Also check spam folder.',
    );
    expect(emailOtpFailureMessage(null)).toBe('Ensure the OTP is correct. Also check spam folder.');
  });

  it('makes a sentence of any text', () => {
    expect(asSentence('network down')).toBe('Network down.');
    expect(asSentence(' Done! ')).toBe('Done!');
    expect(asSentence('')).toBe('');
  });
});

describe('profile creation failure (§8)', () => {
  it.each([
    [{ status: 409, message: 'Conflict' }],
    [{ status: 400, message: 'Profile already exists' }],
    [{ message: 'duplicate key value violates unique constraint "yarnconnect_free_email_key"' }],
  ])('%j is a duplicate', (error) => {
    expect(profileCreationFailure(error)).toEqual({ title: 'Profile Creation Failed', description: PROFILE_DUPLICATE });
  });

  it("shows any other failure's own message", () => {
    expect(profileCreationFailure({ status: 500, message: 'Database unavailable' })).toEqual({
      title: 'Profile Creation Failed',
      description: 'Database unavailable',
    });
    expect(profileCreationFailure({ status: 500 }).description).toBe('Something went wrong');
  });
});
