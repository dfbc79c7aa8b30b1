import type { CompanyVendorApplication, MyVendorApplication } from '@domain/schemas/vendor-application.ts';
import type { Outcome } from '../outcome.ts';
import type { DepartmentScope } from './sourcing.ts';

export type { CompanyVendorApplication, MyVendorApplication };

export interface NewVendorApplication extends DepartmentScope {
  departmentName: string;
  note: string | null;
}

/**
 * Why an application or a decision was refused, with the server's words: already a vendor or already applied
 * there (`duplicate`), decided or withdrawn meanwhile (`decided`), a bad value (`invalid`), or not the caller's
 * to make (`forbidden`: staff and executives applying, an expired trial, another company's executive).
 */
export type ApplicationRefusal = 'duplicate' | 'decided' | 'invalid' | 'forbidden';

/** Applying to be a company department's vendor, and the company's decision (issue 23). */
export interface VendorApplicationsPort {
  /** The caller's own applications, newest first, with the company's name. */
  mine(): Promise<MyVendorApplication[]>;
  apply(application: NewVendorApplication): Promise<Outcome<MyVendorApplication, ApplicationRefusal>>;
  withdraw(applicationId: string): Promise<Outcome<void, ApplicationRefusal>>;
  /** A company department's applications (pending first) with the applicant's profile: its executives and admins. */
  forDepartment(scope: DepartmentScope): Promise<CompanyVendorApplication[]>;
  accept(applicationId: string): Promise<Outcome<void, ApplicationRefusal>>;
  reject(applicationId: string, reason: string): Promise<Outcome<void, ApplicationRefusal>>;
  /** Tells the applicant the decision on WhatsApp (vendor-application-reply); 'not-delivered' with its message. */
  notifyApplicant(applicationId: string): Promise<Outcome<void, 'not-delivered'>>;
}
