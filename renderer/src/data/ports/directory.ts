/** One opted-in member as the directory lists them. */
export interface DirectoryMember {
  id: string;
  memberName: string;
  businessName: string | null;
  email: string | null;
  countryCode: string | null;
  mobileNumber: string | null;
  state: string | null;
  district: string | null;
  city: string | null;
  businessType: string[];
  myYarns: string[];
  membershipType: string | null;
  isVerifiedMember: boolean;
}

export interface DirectoryPage {
  /** Exact count of the members matching the term. */
  total: number;
  rows: DirectoryMember[];
}

export interface DirectoryQuery {
  term: string;
  offset: number;
  limit: number;
}

/** The Listed Subscribers directory (Paid Members, corporate executives and admins; the server enforces it). */
export interface DirectoryPort {
  search(query: DirectoryQuery): Promise<DirectoryPage>;
}
