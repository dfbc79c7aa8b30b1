import { CREDITS } from '@domain/constants.ts';

/** The benefits each plan card lists (trade-features §6). */
export const PLAN_BENEFITS = {
  free: [
    `${CREDITS.freeSignup} messaging credits at signup`,
    'Send interest messages to posters',
    'No direct call or e-mail to posters',
    'No access to the directory',
  ],
  paid: [
    `${CREDITS.paidSignup} credits at signup`,
    `${CREDITS.paidMonthly} credits on the 1st of every month for a year`,
    'Call or e-mail posters directly',
    'Access to the Listed Subscribers directory',
    'Verified member badge',
  ],
  corporate: [
    `${CREDITS.corporateMonthly} credits every month for a year`,
    'Your own corporate company page',
    'Price admin panel for your products',
    'Team logins for your executives',
    'Ad space across the platform',
  ],
} as const;
