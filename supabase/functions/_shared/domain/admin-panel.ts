/**
 * The admin panel /admin (trade §2 "Admin panel", §4, §5, §7 "Storage", §8): its cards and who sees them,
 * the forms' rules and messages, the file rules of each upload and where each file is stored. The spec's
 * words are quoted; texts it does not word are marked.
 */
import { z } from 'zod';
import { LIMITS } from './constants.ts';
import { tooLong } from './messages.ts';
import { isTooLong, TEXT_MAX } from './text-limits.ts';
import type { FileRule } from './uploads.ts';

// ---------------------------------------------------------------------------------------------------------
// Cards and sections

/** Every card of the full panel (trade §2), by id. */
export type AdminCardId =
  | 'priceList'
  | 'news'
  | 'snippet'
  | 'registerCompany'
  | 'registerPartner'
  | 'corporateProducts'
  | 'dealers'
  | 'manageCompanies'
  | 'membershipManagement'
  | 'adManagement'
  | 'corporateEnquiries';

export type AdminPanelKind = 'admin' | 'limited';

export interface AdminSection {
  id: string;
  title: string;
  /** One line under the section title (not worded by the spec). */
  summary: string;
  cards: readonly AdminCardId[];
}

/** The panel's sections in order: the cards grouped by what an administrator is doing. */
const ADMIN_SECTIONS: readonly AdminSection[] = [
  {
    id: 'content',
    title: 'Content',
    summary: 'Price lists, news articles and snippets members read.',
    cards: ['priceList', 'news', 'snippet'],
  },
  {
    id: 'companies',
    title: 'Corporate members',
    summary: 'Register companies, keep their pages, products and dealers up to date.',
    cards: ['registerCompany', 'dealers', 'corporateProducts', 'manageCompanies'],
  },
  {
    id: 'partners-members-ads',
    title: 'Partners, members & ads',
    summary: 'City partners on the partners page, member accounts and ad banners.',
    cards: ['registerPartner', 'membershipManagement', 'adManagement'],
  },
  {
    id: 'enquiries',
    title: 'Corporate enquiries',
    summary: 'Messages sent through the Contact Corporate Sales form, newest first.',
    cards: ['corporateEnquiries'],
  },
];

/**
 * The Limited Admin Panel: only the upload cards, the registrations, the corporate products link and ad
 * management (trade §2, §6). The server refuses the rest to a limited admin as well.
 */
const LIMITED_ADMIN_CARDS: ReadonlySet<AdminCardId> = new Set<AdminCardId>([
  'priceList',
  'news',
  'snippet',
  'registerCompany',
  'registerPartner',
  'corporateProducts',
  'adManagement',
]);

/** The sections a kind of panel shows, each with only the cards it may use; empty sections are left out. */
export function panelSections(kind: AdminPanelKind): AdminSection[] {
  return ADMIN_SECTIONS.map((section) => ({
    ...section,
    cards: section.cards.filter((card) => kind === 'admin' || LIMITED_ADMIN_CARDS.has(card)),
  })).filter((section) => section.cards.length > 0);
}

export const ADMIN_PANEL_TITLE = { admin: 'Admin Panel', limited: 'Limited Admin Panel' } as const;

// ---------------------------------------------------------------------------------------------------------
// Storage: buckets and folders (trade §7)

export const ADMIN_STORAGE = {
  priceList: { bucket: 'prices', folder: 'prices' },
  newsImage: { bucket: 'newsimages', folder: 'news_images' },
  logo: { bucket: 'companyfiles', folder: 'logos' },
  banner: { bucket: 'companyfiles', folder: 'banners' },
  brochure: { bucket: 'companyfiles', folder: 'brochures' },
  brochureThumbnail: { bucket: 'companyfiles', folder: 'brochure_thumbnails' },
  partnerLogo: { bucket: 'companyfiles', folder: 'partner_logos' },
} as const;
export type AdminFileKind = keyof typeof ADMIN_STORAGE;

/** The buckets' own size limits (migration 20261122001000_storage.sql): checked before a file leaves the browser. */
const MB = 1024 * 1024;
const PRICES_MAX = 10 * MB;
const NEWS_IMAGE_MAX = 5 * MB;
const COMPANY_FILE_MAX = 10 * MB;

const PDF = ['application/pdf'] as const;
const JPG_PNG = ['image/jpeg', 'image/png'] as const;
const JPG_PNG_WEBP = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The messages the spec words for files. */
const SELECT_PDF = 'Please select a PDF file.';
const BANNER_TYPE = 'Banner must be JPG or PNG.';

/** Each upload's accepted types and size (trade §5); the newsimages bucket takes the four web image types. */
export const FILE_RULES = {
  priceList: { accept: PDF, maxBytes: PRICES_MAX, typeMessage: SELECT_PDF },
  newsImage: {
    accept: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
    maxBytes: NEWS_IMAGE_MAX,
    typeMessage: 'Image must be JPG, PNG, WEBP or GIF.',
  },
  registerLogo: { accept: JPG_PNG, maxBytes: COMPANY_FILE_MAX, typeMessage: 'Logo must be PNG or JPG.' },
  registerBanner: { accept: JPG_PNG, maxBytes: COMPANY_FILE_MAX, typeMessage: BANNER_TYPE },
  editLogo: { accept: JPG_PNG_WEBP, maxBytes: COMPANY_FILE_MAX, typeMessage: 'Logo must be JPG, PNG or WEBP.' },
  editBanner: {
    accept: JPG_PNG_WEBP,
    maxBytes: COMPANY_FILE_MAX,
    typeMessage: 'Banner must be JPG, PNG or WEBP.',
  },
  brochure: { accept: PDF, maxBytes: COMPANY_FILE_MAX, typeMessage: 'Brochure must be a PDF file.' },
  brochureThumbnail: {
    accept: JPG_PNG_WEBP,
    maxBytes: COMPANY_FILE_MAX,
    typeMessage: 'Thumbnail must be JPG, PNG or WEBP.',
  },
  partnerLogo: {
    accept: ['image/png', 'image/jpeg', 'image/svg+xml'],
    maxBytes: COMPANY_FILE_MAX,
    typeMessage: 'Logo must be PNG, JPG or SVG.',
  },
} as const satisfies Record<string, FileRule>;

/** The advised banner size (trade §9: 1500x300 recommended for a company banner). */
export const BANNER_SIZE = { width: 1500, height: 300 } as const;

/** A note when a chosen banner is not the advised size (it is still accepted); null when it is. */
export function bannerSizeNote(size: { width: number; height: number }): string | null {
  if (size.width === BANNER_SIZE.width && size.height === BANNER_SIZE.height) return null;
  return `This banner is ${size.width}×${size.height} px; ${BANNER_SIZE.width}×${BANNER_SIZE.height} px is advised, so it may be cropped.`;
}

// ---------------------------------------------------------------------------------------------------------
// Content forms (trade §5)

export const PRICE_LIST_MESSAGES = {
  fileRequired: SELECT_PDF,
  descriptionRequired: 'Please enter a description for the PDF.',
} as const;
export const HEADLINE_AND_CONTENT_REQUIRED = 'Headline and content are required.';
export const SNIPPET_TOO_LONG = 'Snippet content must be 250 characters or less.';

/** content.sql's checks: description ≤ 300, headline ≤ 300. */
export const CONTENT_LIMITS = {
  descriptionMax: TEXT_MAX.priceListDescription,
  headlineMax: TEXT_MAX.headline,
  snippetMax: LIMITS.snippetMax,
  newsContentMax: TEXT_MAX.newsContent,
} as const;

export const priceListSchema = z.object({
  description: z
    .string()
    .trim()
    .min(1, PRICE_LIST_MESSAGES.descriptionRequired)
    .max(CONTENT_LIMITS.descriptionMax, tooLong('Description', CONTENT_LIMITS.descriptionMax)),
});

const headlineAndContent = z.object({ headline: z.string().trim(), content: z.string().trim() });

/** Both required, one message for either missing (the spec's), under the form. */
export const newsSchema = headlineAndContent.superRefine((value, ctx) => {
  if (!value.headline || !value.content)
    ctx.addIssue({ code: 'custom', path: [], message: HEADLINE_AND_CONTENT_REQUIRED });
  if (isTooLong(value.headline, CONTENT_LIMITS.headlineMax)) {
    ctx.addIssue({ code: 'custom', path: ['headline'], message: tooLong('Headline', CONTENT_LIMITS.headlineMax) });
  }
});

/** A news article: headline and content required, the content at most 20,000 characters (text-limits.ts). */
export const newsArticleSchema = newsSchema.superRefine((value, ctx) => {
  if (isTooLong(value.content, CONTENT_LIMITS.newsContentMax)) {
    ctx.addIssue({ code: 'custom', path: ['content'], message: tooLong('Content', CONTENT_LIMITS.newsContentMax) });
  }
});

export const snippetSchema = newsSchema.superRefine((value, ctx) => {
  if (isTooLong(value.content, CONTENT_LIMITS.snippetMax)) {
    ctx.addIssue({ code: 'custom', path: ['content'], message: SNIPPET_TOO_LONG });
  }
});

// ---------------------------------------------------------------------------------------------------------
// Companies and partners (trade §5)

export const COMPANY_MESSAGES = {
  nameRequired: 'Company name is required.',
  websiteInvalid: 'Please enter a valid website URL, e.g. https://example.com.',
  duplicateName: 'A company with this name is already registered.',
  changedMeanwhile: 'This company was changed by someone else meanwhile. Reload it and make your changes again.',
  gone: 'This company no longer exists.',
} as const;
export const PARTNER_MESSAGES = {
  nameRequired: 'Partner name is required.',
  logoRequired: 'Please choose a logo for the partner.',
} as const;
export const DEALER_MESSAGES = {
  companyRequired: 'Please select a company.',
  userRequired: 'Please select a user.',
  alreadyDealer: 'This user is already a dealer for the selected company.',
} as const;

/** company_details' column lengths (the table checks the name; the others are kept readable). */
export const COMPANY_LIMITS = {
  nameMax: TEXT_MAX.organisationName,
  headMax: TEXT_MAX.personName,
  designationMax: TEXT_MAX.personName,
  addressMax: TEXT_MAX.address,
  teamInfoMax: TEXT_MAX.teamInfo,
};

/** http(s), a host of labels with at least one dot (an optional port), then an optional path, query or fragment. */
const WEBSITE = /^https?:\/\/(?:[a-z\d](?:[a-z\d-]*[a-z\d])?\.)+[a-z\d-]{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/**
 * A website as typed: blank is none; a bare host gets https:// in front ('suratsynthetics.in'); anything
 * else must be an http(s) URL with a host that has a dot. The table checks the scheme again.
 */
export function normaliseWebsite(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return '';
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  return WEBSITE.test(withScheme) ? withScheme : null;
}

const websiteField = z.string().transform((value, ctx) => {
  const normalised = normaliseWebsite(value);
  if (normalised === null) {
    ctx.addIssue({ code: 'custom', message: COMPANY_MESSAGES.websiteInvalid });
    return z.NEVER;
  }
  return normalised || null;
});

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(label, max))
    .transform((v) => v || null);

/** The company fields both the registration and the edit form hold (files are chosen beside them). */
export const companySchema = z.object({
  companyName: z
    .string()
    .trim()
    .min(1, COMPANY_MESSAGES.nameRequired)
    .max(COMPANY_LIMITS.nameMax, tooLong('Company name', COMPANY_LIMITS.nameMax)),
  websiteUrl: websiteField,
  companyHeadName: optionalText('Head of company', COMPANY_LIMITS.headMax),
  companyHeadDesignation: optionalText('Designation', COMPANY_LIMITS.designationMax),
  address: optionalText('Address', COMPANY_LIMITS.addressMax),
  marketingTeamInfo: optionalText('Marketing team', COMPANY_LIMITS.teamInfoMax),
  brochurePdfName: optionalText('Brochure name', COMPANY_LIMITS.nameMax),
});
export type CompanyFormInput = z.input<typeof companySchema>;
export type CompanyFields = z.output<typeof companySchema>;

export const EMPTY_COMPANY_FORM: CompanyFormInput = {
  companyName: '',
  websiteUrl: '',
  companyHeadName: '',
  companyHeadDesignation: '',
  address: '',
  marketingTeamInfo: '',
  brochurePdfName: '',
};

export const partnerSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, PARTNER_MESSAGES.nameRequired)
    .max(COMPANY_LIMITS.nameMax, tooLong('Partner name', COMPANY_LIMITS.nameMax)),
  websiteUrl: websiteField,
});

/**
 * An incomplete brochure (trade §5, company edit): a PDF without the name the page shows for it, a name or a
 * thumbnail without a PDF. The edit is still saved; the panel warns. Null when complete or absent.
 */
export function brochureWarning(brochure: { pdf: boolean; name: string | null; thumbnail: boolean }): string | null {
  const named = Boolean(brochure.name?.trim());
  if (brochure.pdf && !named) return 'The brochure has a PDF but no name: the company page will show it as “Brochure”.';
  if (!brochure.pdf && (named || brochure.thumbnail)) {
    return 'The brochure is incomplete: it has a name or thumbnail but no PDF, so the company page shows no brochure.';
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// Deleting a company (trade §4: files removed, then products, then the company)

export interface CompanyDeletionPreview {
  companyName: string;
  files: string[];
  products: number;
  bids: number;
  executives: number;
  vendors: number;
  rfqs: number;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The lines of the confirmation that name what will be removed. */
export function deletionLines(preview: CompanyDeletionPreview): string[] {
  const lines = [
    plural(preview.files.length, 'file') + (preview.files.length ? ' (logo, banner, brochure)' : ''),
    plural(preview.products, 'product'),
  ];
  if (preview.bids) lines.push(`${plural(preview.bids, 'bid')} on its products`);
  if (preview.executives) lines.push(`the company link of ${plural(preview.executives, 'executive')}`);
  if (preview.vendors) lines.push(plural(preview.vendors, 'vendor registration'));
  if (preview.rfqs) lines.push(`${plural(preview.rfqs, 'RFQ')} with their rounds and bids`);
  return lines;
}

// ---------------------------------------------------------------------------------------------------------
// Toasts (success texts are not worded by the spec)

export const ADMIN_TOASTS = {
  priceListUploaded: { title: 'Price List Uploaded', description: 'The PDF is on the price list now.' },
  newsPublished: { title: 'News Published', description: 'The article is on the news page now.' },
  snippetPublished: { title: 'Snippet Published', description: 'The snippet is on the news page now.' },
  companyRegistered: { title: 'Company Registered' },
  companySaved: { title: 'Company Saved' },
  companyDeleted: { title: 'Company Deleted' },
  partnerRegistered: { title: 'Partner Registered' },
  dealerAdded: { title: 'Dealer Added' },
  dealerRemoved: { title: 'Dealer Removed' },
  /** Titles of failures whose description is the server's message (trade §8 "Admin"). */
  failed: {
    save: 'Could Not Save',
    delete: 'Could Not Delete',
    dealer: 'Dealer Not Added',
    fileRemoval: 'Old File Not Removed',
  },
} as const;
