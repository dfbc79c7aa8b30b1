import { PRODUCT_NAME } from '@domain/messages.ts';

/*
 * Texts of the profile pages that the spec describes without wording them; the worded ones come from
 * @domain/messages.ts.
 */
export const PAID_PAYMENT_NOTICE =
  'Payment follows submission: once your profile is created you will be taken to the payment page.';

export const PROFILE_CREATED = { title: 'Profile Created', description: `Welcome to ${PRODUCT_NAME}!` } as const;

export const PAID_PROFILE_CREATED = {
  title: 'Profile Created',
  description: 'Taking you to the payment page to complete your Paid Membership.',
} as const;

export const UPGRADE_STARTED = {
  title: 'Upgrade to Paid Member',
  description:
    'Your profile is saved. Taking you to the payment page: your membership changes once the payment is confirmed.',
} as const;

export const DELETE_PROFILE_CONFIRM = {
  title: 'Delete your profile?',
  description:
    'Your profile, enquiries, offers, bids and credits are deleted and you are signed out. This cannot be undone.',
} as const;

export const DELETE_POSTS_CONFIRM = {
  title: 'Delete the selected items?',
  description: 'The selected enquiries or offers are removed from the boards. This cannot be undone.',
} as const;

/** Before replacing the referral code: the old one stops working at once. */
export const regenerateReferralConfirm = (code: string) => ({
  title: 'Regenerate your referral code?',
  description:
    `Your current code ${code} stops working at once: anyone you shared it with will need the new one. ` +
    'The new code is the first letter of your name and the last 5 digits of your mobile number.',
});

/** Why another member's profile is not shown: the server shows member profiles to paid-level members only. */
export const PROFILE_NEEDS_LOGIN = {
  title: 'Log in to see member profiles',
  description: 'Member profiles and their contact details are shown to logged-in Paid Members.',
} as const;

export const PROFILE_NEEDS_UPGRADE = {
  title: 'Upgrade to see member profiles',
  description:
    'Member profiles and their contact details are shown to Paid Members. Upgrade your membership to see this member and reach them directly.',
} as const;
