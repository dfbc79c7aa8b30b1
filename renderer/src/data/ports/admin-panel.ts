import type { CompanyDeletionPreview, CompanyFields } from '@domain/admin-panel.ts';
import type { StoredCorporateEnquiry } from '@domain/schemas/corporate-enquiry.ts';
import type { Outcome } from '../outcome.ts';

export type { CompanyDeletionPreview, StoredCorporateEnquiry };

/** A file a row refers to: what the row holds, the URL to show it at, and its path in the bucket (null for an external URL). */
export interface FileRef {
  stored: string;
  url: string;
  path: string | null;
}

/** The company files the panel keeps (all in the companyfiles bucket). */
export interface CompanyFiles {
  logo: FileRef | null;
  banner: FileRef | null;
  brochure: FileRef | null;
  brochureThumbnail: FileRef | null;
}

/** A company as the panel manages it: its fields, files and dealers, and the updated_at its edit is based on. */
export interface AdminCompany extends CompanyFields {
  id: string;
  files: CompanyFiles;
  dealerUserIds: string[];
  updatedAt: string;
}

/** Storage paths of the files a write sets (companyfiles); null clears, absent keeps. */
export type CompanyFilePaths = Partial<Record<keyof CompanyFiles, string | null>>;

export interface NewPriceList {
  description: string;
  fileName: string;
  /** The PDF's path in the prices bucket. */
  path: string;
}

export interface NewNews {
  headline: string;
  content: string;
  /** The image's path in the newsimages bucket, if any. */
  imagePath: string | null;
}

export interface NewPartner {
  name: string;
  websiteUrl: string | null;
  /** The logo's path in the companyfiles bucket. */
  logoPath: string;
}

export interface EnquiryPage {
  rows: StoredCorporateEnquiry[];
  total: number;
}

export type CompanyRefusal = 'duplicate-name' | 'changed';

/**
 * The admin panel (trade §2): publishing, registrations and company management. Files are uploaded first
 * (UploadsPort) and rows refer to them by storage path. Writes the caller's role may not make fail on the
 * server (RLS, the admin-only SQL functions) and come back as GatewayError.
 */
export interface AdminPanelPort {
  publishPriceList(input: NewPriceList): Promise<void>;
  publishNews(input: NewNews): Promise<void>;
  publishSnippet(input: { headline: string; content: string }): Promise<void>;
  registerPartner(input: NewPartner): Promise<void>;

  /** Every company with its files and dealers, by name. */
  listCompanies(): Promise<AdminCompany[]>;
  /** A new company; refused when the name is taken (case-insensitive). */
  registerCompany(fields: CompanyFields, files: CompanyFilePaths): Promise<Outcome<{ id: string }, CompanyRefusal>>;
  /**
   * Saves an edit made on the version read at `basedOn` (its updated_at): refused as 'changed' when someone
   * saved meanwhile, so nobody's edit is silently overwritten.
   */
  updateCompany(
    id: string,
    basedOn: string,
    fields: CompanyFields,
    files: CompanyFilePaths,
  ): Promise<Outcome<AdminCompany, CompanyRefusal>>;
  /** What deleting the company removes; null when it no longer exists. */
  deletionPreview(companyId: string): Promise<CompanyDeletionPreview | null>;
  /** Deletes its products, then the company (the caller removed its files first). */
  deleteCompany(companyId: string): Promise<{ deleted: boolean; products: number }>;

  /** Adds a dealer; refused when the user already is one. Answers the dealer ids. */
  addDealer(companyId: string, userId: string): Promise<Outcome<string[], 'already-dealer'>>;
  removeDealer(companyId: string, userId: string): Promise<string[]>;

  /** Corporate enquiries, newest first, one page (counts from 1). */
  corporateEnquiries(query: { page: number; pageSize: number }): Promise<EnquiryPage>;
}
