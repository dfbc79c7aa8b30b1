import { CREDITS, FREE_TRIAL_DAYS } from '@domain/constants.ts';
import { TRIAL_TEXT } from '@domain/trial.ts';
import { PRODUCT_NAME } from '@domain/messages.ts';
import { DEALER_ELIGIBILITY } from './plans.ts';

export interface FaqItem {
  question: string;
  answer: string;
}

/** The FAQ's questions and answers; numbers come from the domain constants. */
export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    question: `What is ${PRODUCT_NAME}?`,
    answer: `${PRODUCT_NAME} is a business-to-business marketplace for the textile trade: yarn, fabrics, trims, packaging, chemicals, printing, testing, machinery and manpower. Buyers post purchase enquiries, sellers post sales offers, and corporate companies list their products.`,
  },
  {
    question: 'Can I browse without logging in?',
    answer:
      'Yes. Purchase enquiries, sales offers, news and price lists are viewable without login. You need an account to express interest, bid or see contact details.',
  },
  {
    question: 'What do I get as a Free Member?',
    answer: `A ${TRIAL_TEXT.length} with ${CREDITS.freeSignup} messaging credits at signup. You can message posters through WhatsApp notifications, but cannot call or e-mail them directly, and the directory is not included. After the ${FREE_TRIAL_DAYS} days, upgrade to Paid Member to keep using the product.`,
  },
  {
    question: 'What does the Paid Membership include?',
    answer: `${CREDITS.paidSignup} credits at signup plus ${CREDITS.paidMonthly} on the 1st of each month for a year, direct calls and e-mails to posters, the Listed Subscribers directory and a verified badge. Today's price, and any offer with its last day, is on the Membership Plans page. The paid year counts from our launch date, so members who join before it get the months until then as extra access.`,
  },
  {
    question: 'How do messaging credits work?',
    answer: `Each 'I'm Interested' message and each bid on a corporate product uses ${CREDITS.perAction} credit. Referring a member gives ${CREDITS.referralEach} credits to each of you.`,
  },
  {
    question: 'How do I become a Corporate Member?',
    answer: `Send us an enquiry through Contact Corporate Sales. Corporate Members get a company page, a price admin panel, team logins, ad space and monthly credits. ${DEALER_ELIGIBILITY}`,
  },
  {
    question: 'How are disputes handled?',
    answer: 'Write to our support e-mail; we respond within 2 working days.',
  },
];

/** The how-to video (YouTube, privacy-enhanced mode); its id can be set per build. */
export const FAQ_VIDEO_ID: string = (import.meta.env.VITE_FAQ_VIDEO_ID as string | undefined) || 'aqz-KE-bpKQ';
