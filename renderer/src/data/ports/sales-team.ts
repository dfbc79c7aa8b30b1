import type { SalesTeamCandidate, SalesTeamMember } from '@domain/schemas/sales-team.ts';
import type { Outcome } from '../outcome.ts';

export type { SalesTeamCandidate, SalesTeamMember };

/**
 * Why an addition was refused: the member is on a company's team already, the caller may not manage it, or the
 * member is a company's executive (they carry their own company's lists).
 */
export type SalesTeamRefusal = 'already-on-a-team' | 'forbidden' | 'executive';

/** A company's sales team (issue 28), managed by its executives and admins; the server refuses everyone else. */
export interface SalesTeamPort {
  /** The team with names and e-mails, by name. */
  list(companyId: string): Promise<SalesTeamMember[]>;
  /**
   * Members by e-mail, business or name (the vendor search's), for this company's panel: executives and members on
   * another company's team marked as not addable.
   */
  findCandidates(term: string, companyId: string): Promise<SalesTeamCandidate[]>;
  add(companyId: string, userId: string): Promise<Outcome<void, SalesTeamRefusal>>;
  remove(companyId: string, userId: string): Promise<void>;
}
