/**
 * The account pages' own behaviour (accounts §7), without the auth server: the signup form's messages, the closed
 * mobile signup and its links, the login page keeping its step across a reload, and /update-password opened without
 * a recovery session. Signing up, logging in with codes from the mailbox and resetting a password against the stack
 * are browser tests (tests/e2e/web/signup.spec.ts, login.spec.ts, password.spec.ts).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@domain/paths.ts';
import { findToasts, renderAppAt } from '@/testing/render-app.tsx';

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const passwordField = (label: RegExp) => screen.getByLabelText(label);

async function typeInto(element: HTMLElement, text: string) {
  await userEvent.clear(element);
  if (text) await userEvent.type(element, text);
}

describe('signup', () => {
  it('shows each validation message inline and as a toast, focuses the field to fix, and creates nothing', async () => {
    const signUp = vi.fn();
    await renderAppAt(paths.signup.href(), { gateway: { auth: { signUp } } });
    const email = await screen.findByRole('textbox', { name: 'Email' });
    const password = passwordField(/^Password/);
    const confirm = passwordField(/^Confirm Password/);
    const submit = screen.getByRole('button', { name: 'Sign Up' });

    await typeInto(email, 'not-an-email');
    await typeInto(password, '12345');
    await typeInto(confirm, '54321');
    await userEvent.click(submit);
    expect(await (await findToasts()).findByText('Invalid Email')).toBeInTheDocument();
    expect((await findToasts()).getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    // The hint stays; the rule broken is read after it.
    expect(password).toHaveAccessibleDescription(/Password must be at least 8 characters long\.$/);
    expect(confirm).toHaveAccessibleDescription('Passwords Do Not Match');
    // The first invalid field takes the focus, so the user can fix it straight away.
    expect(email).toHaveFocus();

    // A corrected field drops its message as it is typed, before the next submit.
    await typeInto(email, 'new.member@example.com');
    expect(email).toHaveAccessibleDescription('');
    expect(password).toHaveAccessibleDescription(/Password must be at least 8 characters long\.$/);
    await userEvent.click(submit);
    expect(await (await findToasts()).findByText('Invalid Password')).toBeInTheDocument();
    expect((await findToasts()).getByText('Password must be at least 8 characters long.')).toBeInTheDocument();
    expect(password).toHaveFocus();

    // The policy's fifth rule, as the auth server has it: a special character.
    await typeInto(password, 'Loom2026pw');
    await userEvent.click(submit);
    expect(
      await (await findToasts()).findByText('Password must contain at least one special character.'),
    ).toBeInTheDocument();

    await typeInto(password, 'Loom#2026pw');
    await userEvent.click(submit);
    expect(await (await findToasts()).findByText('Passwords Do Not Match')).toBeInTheDocument();
    expect(confirm).toHaveFocus();
    expect(screen.queryByLabelText(/^Email OTP/)).toBeNull();
    expect(signUp).not.toHaveBeenCalled();
  });

  it('keeps mobile signup closed and says why, and links to login and the legal pages', async () => {
    await renderAppAt(paths.signup.href());
    const mobile = await screen.findByRole('tab', { name: /Mobile/ });
    expect(mobile).toHaveTextContent('Soon');
    expect(mobile).toHaveAttribute('aria-disabled', 'true');
    // aria-disabled, not disabled: the tab stays clickable so it can say why it is closed.
    await userEvent.click(mobile);
    expect(await (await findToasts()).findByText(/Mobile signup is not available yet/)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');

    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Login' })).toHaveAttribute('href', paths.login.href());
    expect(main.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', paths.termsOfUse.href());
    expect(main.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', paths.privacyPolicy.href());
  });
});

describe('login', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps the login step across a reload, and closing the forgot form starts over', async () => {
    const sent: string[][] = [];
    const auth = {
      sendEmailLoginOtp: async (...args: string[]) => {
        sent.push(args);
        return { ok: true as const, value: undefined };
      },
    };
    // A reload: the page hides (and saves its state in this tab's session storage), then mounts afresh from it.
    const reload = async (app: { unmount: () => void }) => {
      window.dispatchEvent(new Event('pagehide'));
      app.unmount();
      return renderAppAt(paths.login.href(), { gateway: { auth } });
    };
    let app = await renderAppAt(paths.login.href(), { gateway: { auth } });
    await typeInto(await screen.findByRole('textbox', { name: 'Email' }), 'member3@loomconnect.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByLabelText(/^OTP/);
    // The mail's login link lands home on this app's own origin (the desktop completes it in its window).
    expect(sent).toEqual([['member3@loomconnect.test', `${window.location.origin}/`]]);

    app = await reload(app);
    expect(await screen.findByLabelText(/^OTP/)).toBeInTheDocument();
    expect(screen.getByText('member3@loomconnect.test')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change Email' }));
    expect(field('Email')).toHaveValue('member3@loomconnect.test');

    await userEvent.click(screen.getByRole('tab', { name: 'Mobile OTP' }));
    await typeInto(screen.getByLabelText(/^Mobile Number/), '9800000011');
    app = await reload(app);
    expect(await screen.findByRole('tab', { name: 'Mobile OTP' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText(/^Mobile Number/)).toHaveValue('9800000011');

    await userEvent.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    await typeInto(field('Email'), 'member3@loomconnect.test');
    await reload(app);
    expect(await screen.findByRole('button', { name: 'Send Reset Link' })).toBeInTheDocument();
    expect(field('Email')).toHaveValue('member3@loomconnect.test');
    await userEvent.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(screen.getByRole('tab', { name: 'Mobile OTP' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText(/^Mobile Number/)).toHaveValue('');
    await userEvent.click(screen.getByRole('tab', { name: 'Email OTP' }));
    expect(field('Email')).toHaveValue('');
  });
});

it('/update-password without a recovery session says the link is invalid or expired', async () => {
  const app = await renderAppAt(paths.updatePassword.href(), { gateway: { auth: { hasSession: async () => false } } });
  expect(
    await screen.findByText('Invalid or expired password reset link. Please request a new one.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Update Password/ })).toBeNull();
  await waitFor(() => expect(app.path()).toBe(paths.updatePassword.href()));
});
