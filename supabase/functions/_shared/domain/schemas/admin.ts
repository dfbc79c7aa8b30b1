/**
 * Admin tools (trade §2, §5, issue 12): the member table of membership management and its edit form, the
 * promotion e-mail, the ad form of ad management, the admin audit log and the /admin2 operations reads.
 * Messages quoted from the spec are used as they are.
 */
import { z } from 'zod';
import { AD_GROUPS, adLocationChoices, type AdGroup } from '../ads.ts';
import { LIMITS, MEMBERSHIP_TYPES } from '../constants.ts';
import type { CreditReason } from './credit-ledger.ts';
import { entityOf, nullableText, text, timestamp, type Entity } from './entity.ts';
import { STAFF_ROLES } from './staff.ts';

// ── Membership management ────────────────────────────────────────────────────────────────────────────

/** A row of the member table (admin_search_members). */
export const AdminMember = entityOf(
  z.object({
    id: text,
    member_name: text,
    business_name: text,
    email: text,
    mobile_number: nullableText,
    country_code: nullableText,
    city: nullableText,
    state: nullableText,
    country: nullableText,
    membership_type: z.enum(MEMBERSHIP_TYPES),
    messaging_credits: z.number(),
    is_verified_member: z.boolean(),
    is_corporate_member: z.boolean(),
    list_in_directory: z.boolean(),
    created_at: timestamp,
    /** Staff accounts are not deleted from the member table. */
    is_staff: z.boolean(),
  }),
);
export type AdminMember = Entity<typeof AdminMember>;

/** One page of the member table with the totals the toolbar shows. */
export const AdminMemberPage = z
  .object({
    total: z.number(),
    total_is_exact: z.boolean(),
    plan_counts: z.object({
      'Free Member': z.number(),
      'Paid Member': z.number(),
      'Corporate Member': z.number(),
      all: z.number(),
    }),
    rows: z.array(AdminMember),
  })
  .transform(({ total, total_is_exact, plan_counts, rows }) => ({
    total,
    totalIsExact: total_is_exact,
    planCounts: plan_counts,
    rows,
  }));
export type AdminMemberPage = z.output<typeof AdminMemberPage>;

/** The member table's page size. */
export const MEMBER_PAGE_SIZE = 100;

export const MEMBER_EDIT_MESSAGES = {
  nameRequired: 'Member name is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email address.',
  creditsNumeric: 'Credits must be a whole number of 0 or more.',
} as const;

/**
 * The admin's edit form (trade §5 "Member edit (admin)"): name and email required; credits numeric, blank
 * becomes 0. Business name is shown too (the profile requires one).
 */
export const MemberEditForm = z.object({
  memberName: z
    .string()
    .trim()
    .min(1, MEMBER_EDIT_MESSAGES.nameRequired)
    .max(LIMITS.memberNameMax, `Member name must be at most ${LIMITS.memberNameMax} characters.`),
  email: z.string().trim().min(1, MEMBER_EDIT_MESSAGES.emailRequired).pipe(z.email(MEMBER_EDIT_MESSAGES.emailInvalid)),
  businessName: z
    .string()
    .trim()
    .min(1, 'Business name is required.')
    .max(LIMITS.businessNameMax, `Business name must be at most ${LIMITS.businessNameMax} characters.`),
  messagingCredits: z
    .string()
    .trim()
    .transform((v) => (v === '' ? '0' : v))
    .refine((v) => /^[0-9]{1,7}$/.test(v), MEMBER_EDIT_MESSAGES.creditsNumeric)
    .transform(Number),
  membershipType: z.enum(MEMBERSHIP_TYPES),
  isVerifiedMember: z.boolean(),
  isCorporateMember: z.boolean(),
});
export type MemberEditInput = z.input<typeof MemberEditForm>;
export type MemberEdit = z.output<typeof MemberEditForm>;

// ── Promotion e-mail ─────────────────────────────────────────────────────────────────────────────────

export const PROMOTION_LIMITS = { maxRecipients: 500, subjectMax: 150, messageMax: 5000 } as const;

export const PROMOTION_MESSAGES = {
  noneSelected: 'Please select at least one member.',
  tooMany: `Select at most ${PROMOTION_LIMITS.maxRecipients} members per e-mail.`,
  subjectRequired: 'Subject is required.',
  messageRequired: 'Message is required.',
  notAMember: 'No member has this address.',
} as const;

/** What the compose dialog starts with: the Paid membership offer (trade §9). */
export const PROMOTION_DEFAULTS = {
  subject: 'Upgrade to LoomConnect Paid Membership',
  message:
    'Paid Members get 200 messaging credits at signup and 200 more on the 1st of every month for a year, ' +
    'can call or e-mail posters directly, see the Listed Subscribers directory and carry the verified badge.\n\n' +
    'Choose the Paid plan on the Membership Plans page of LoomConnect.',
} as const;

/** promotion-email (trade §7): the selected members, and the subject and text the admin wrote. */
export const PromotionEmailBody = z.object({
  selectedUsers: z
    .array(z.object({ email: z.string().trim().min(1), member_name: z.string().trim().nullish() }), {
      error: PROMOTION_MESSAGES.noneSelected,
    })
    .min(1, PROMOTION_MESSAGES.noneSelected)
    .max(PROMOTION_LIMITS.maxRecipients, PROMOTION_MESSAGES.tooMany),
  subject: z
    .string()
    .trim()
    .min(1, PROMOTION_MESSAGES.subjectRequired)
    .max(PROMOTION_LIMITS.subjectMax, `Subject must be at most ${PROMOTION_LIMITS.subjectMax} characters.`)
    .default(PROMOTION_DEFAULTS.subject),
  message: z
    .string()
    .trim()
    .min(1, PROMOTION_MESSAGES.messageRequired)
    .max(PROMOTION_LIMITS.messageMax, `Message must be at most ${PROMOTION_LIMITS.messageMax} characters.`)
    .default(PROMOTION_DEFAULTS.message),
});
export type PromotionEmailRequest = z.input<typeof PromotionEmailBody>;

/** The function's reply: `details` lists each address that failed and why. */
export const PromotionEmailReply = z.object({
  message: z.string().optional(),
  error: z.string().optional(),
  sent: z.number().optional(),
  failed: z.number().optional(),
  details: z.array(z.object({ email: z.string(), error: z.string() })).default([]),
});
export type PromotionEmailReply = z.output<typeof PromotionEmailReply>;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The e-mail one member gets: greeted by name, the admin's text, paragraphs kept. */
export function promotionEmail(input: { memberName: string | null | undefined; subject: string; message: string }) {
  const greeting = `Dear ${input.memberName?.trim() || 'Member'},`;
  const paragraphs = input.message.split(/\n{2,}/).map((p) => p.trim());
  const signature = 'Team LoomConnect';
  return {
    subject: input.subject,
    text: [greeting, ...paragraphs, signature].join('\n\n'),
    html: [greeting, ...paragraphs, signature].map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n'),
  };
}

// ── Ad management ────────────────────────────────────────────────────────────────────────────────────

export const AD_MESSAGES = {
  imageTooLarge: 'Image must be under 1MB.',
  imageType: 'Only JPG, PNG, or WEBP allowed.',
  imageRequired: 'Please choose an image for the ad.',
  companyRequired: 'Company name is required.',
  altRequired: 'Alt text is required.',
  fromRequired: 'Start date is required.',
  toRequired: 'End date is required.',
  datesOrder: 'The end date must be on or after the start date.',
  placementRequired: 'Placement is required.',
  locationRequired: 'Page location is required.',
  locationNotInPlacement: 'Choose a page of the chosen placement.',
  clickUrl: 'Click URL must start with http:// or https://, or be a page of the app such as /corporate-members.',
} as const;

/** The ad image rule (trade §5, §9): JPG, PNG or WEBP under 1 MB; 750×300 advised. */
export const AD_IMAGE_RULE = {
  accept: ['image/jpeg', 'image/png', 'image/webp'],
  maxBytes: LIMITS.adImageMaxBytes,
  typeMessage: AD_MESSAGES.imageType,
  sizeMessage: AD_MESSAGES.imageTooLarge,
} as const;
export const AD_ADVISED_SIZE = { width: 750, height: 300 } as const;

const dateField = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message);

/**
 * The ad form (trade §5 "Ad"): everything required except the click URL; the image is required when
 * creating (checked by the dialog, which holds the file).
 */
export const AdForm = z
  .object({
    companyName: z.string().trim().min(1, AD_MESSAGES.companyRequired).max(200),
    altText: z.string().trim().min(1, AD_MESSAGES.altRequired).max(200),
    fromDate: dateField(AD_MESSAGES.fromRequired),
    toDate: dateField(AD_MESSAGES.toRequired),
    placementType: z.enum(AD_GROUPS, AD_MESSAGES.placementRequired),
    pageLocation: z.string().trim().min(1, AD_MESSAGES.locationRequired),
    clickUrl: z
      .string()
      .trim()
      .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v) || /^\/[^/\\]\S*$/.test(v), AD_MESSAGES.clickUrl)
      .transform((v) => v || null),
    status: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (v.fromDate && v.toDate && v.toDate < v.fromDate) {
      ctx.addIssue({ code: 'custom', path: ['toDate'], message: AD_MESSAGES.datesOrder });
    }
    if (v.pageLocation && !adLocationChoices(v.placementType as AdGroup).some((c) => c.value === v.pageLocation)) {
      ctx.addIssue({ code: 'custom', path: ['pageLocation'], message: AD_MESSAGES.locationNotInPlacement });
    }
  });
export type AdFormInput = z.input<typeof AdForm>;
export type AdFormValues = z.output<typeof AdForm>;

// ── Audit log ────────────────────────────────────────────────────────────────────────────────────────

export const AUDIT_ENTITIES = ['member', 'credits', 'company', 'product', 'ad'] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

const jsonObject = z.record(z.string(), z.json()).nullable();

/** public.admin_audit_log: one admin action on one row. */
export const AuditEntryRow = z.object({
  id: z.number(),
  at: timestamp,
  actor_id: z.string().nullable(),
  actor_email: nullableText,
  actor_role: z.enum(STAFF_ROLES),
  entity: z.enum(AUDIT_ENTITIES),
  action: z.enum(['insert', 'update', 'delete']),
  row_id: text,
  label: text,
  before: jsonObject,
  after: jsonObject,
});
export type AuditEntryRow = z.infer<typeof AuditEntryRow>;
export const AuditEntry = entityOf(AuditEntryRow);
export type AuditEntry = Entity<typeof AuditEntry>;
export const AuditPage = z.object({ total: z.number(), rows: z.array(AuditEntry) });
export type AuditPage = z.output<typeof AuditPage>;
export const AUDIT_PAGE_SIZE = 50;

// ── /admin2 operations ───────────────────────────────────────────────────────────────────────────────

export const PlanFigures = z.array(
  entityOf(
    z.object({ plan: z.enum(MEMBERSHIP_TYPES), members: z.number(), verified: z.number(), corporate: z.number() }),
  ),
);
export type PlanFigures = z.output<typeof PlanFigures>;

export const SignupDays = z.array(z.object({ day: text, free: z.number(), paid: z.number(), corporate: z.number() }));
export type SignupDays = z.output<typeof SignupDays>;

export const CreditDays = z.object({
  days: z.array(text),
  rows: z.array(z.object({ day: text, reason: text, granted: z.number(), spent: z.number() })),
});
export type CreditDays = z.output<typeof CreditDays>;

export const ActivityDays = z.array(
  entityOf(
    z.object({
      day: text,
      enquiries: z.number(),
      offers: z.number(),
      product_bids: z.number(),
      rfq_bids: z.number(),
    }),
  ),
);
export type ActivityDays = z.output<typeof ActivityDays>;

export const OpenRfqs = z
  .object({
    total: z.number(),
    by_department: z.array(z.object({ department: text, pending: z.number(), private: z.number(), open: z.number() })),
    newest: z.array(
      entityOf(
        z.object({
          id: text,
          request_number: text,
          company_name: text,
          department: text,
          item: nullableText,
          quantity: text,
          bid_status: text,
          created_at: timestamp,
        }),
      ),
    ),
  })
  .transform(({ total, by_department, newest }) => ({ total, byDepartment: by_department, newest }));
export type OpenRfqs = z.output<typeof OpenRfqs>;

/** The credit ledger's reasons as the dashboard names them. */
export const CREDIT_REASON_LABELS: Record<string, string> = {
  signup: 'Signup',
  referral: 'Referral',
  usage_enquiry: 'Interest in enquiries',
  usage_offer: 'Interest in offers',
  bid_submission: 'Bids on products',
  membership_change: 'Plan changes',
  monthly_grant: 'Monthly grants',
  admin_adjustment: 'Admin adjustments',
} satisfies Record<CreditReason, string>;
