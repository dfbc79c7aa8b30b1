import type { DirectoryMember } from '@domain/schemas/member.ts';

export type { DirectoryMember };

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
