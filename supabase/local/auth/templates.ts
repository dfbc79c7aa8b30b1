/** The auth e-mails, after Supabase's default templates: the 6-digit code and (except reauthentication) a link. */
import type { OutgoingMail } from '../http/types.ts';

export type MailKind = 'signup' | 'invite' | 'magiclink' | 'recovery' | 'email_change' | 'reauthentication';

const PRODUCT = 'LoomConnect';

const COPY: Record<MailKind, { subject: string; intro: string; action: string }> = {
  signup: {
    subject: 'Confirm Your Signup',
    intro: `Thanks for signing up for ${PRODUCT}! Enter this code to confirm your email address:`,
    action: 'Confirm your email address',
  },
  invite: {
    subject: 'You have been invited',
    intro: `You have been invited to create a user on ${PRODUCT}. Enter this code to accept the invite:`,
    action: 'Accept the invite',
  },
  magiclink: {
    subject: 'Your Magic Link',
    intro: `Enter this code to log in to ${PRODUCT}:`,
    action: 'Log in',
  },
  recovery: {
    subject: 'Reset Your Password',
    intro: `Someone asked to reset the password of your ${PRODUCT} account. Enter this code to reset it:`,
    action: 'Reset password',
  },
  reauthentication: {
    subject: 'Confirm Reauthentication',
    intro: `Enter this code to confirm it is you before changing your ${PRODUCT} password:`,
    action: '',
  },
  email_change: {
    subject: 'Confirm Change of Email',
    intro: `Enter this code to confirm the change of your ${PRODUCT} email address to this one:`,
    action: 'Change email address',
  },
};

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** An auth e-mail of `kind`; `subject` is config.toml's for it (`[auth.email.template.<name>] subject`), if any. */
export function authMail(
  kind: MailKind,
  to: string,
  otp: string,
  link: string | null,
  subject = COPY[kind].subject,
): OutgoingMail {
  const { intro, action } = COPY[kind];
  const ignore = 'If you did not ask for this, you can ignore this email.';
  return {
    to,
    subject,
    text: `${subject}\n\n${intro}\n\n${otp}\n\n${link ? `Or follow this link: ${link}\n\n` : ''}${ignore}\n`,
    html:
      `<h2>${subject}</h2><p>${esc(intro)}</p>` +
      `<p style="font-size:24px;font-weight:bold;letter-spacing:4px">${otp}</p>` +
      (link ? `<p><a href="${esc(link)}">${action}</a></p>` : '') +
      `<p>${ignore}</p>`,
  };
}
