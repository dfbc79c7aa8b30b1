import type { SalesTeamMember } from '@domain/schemas/sales-team.ts';
import type { Outcome } from '../outcome.ts';

export type { SalesTeamMember };

/** Why an addition was refused: the member is on a company's team already, or the caller may not manage it. */
export type SalesTeamRefusal = 'already-on-a-team' | 'forbidden';

/** A company's sales team (issue 28), managed by its executives and admins; the server refuses everyone else. */
export interface SalesTeamPort {
  /** The team with names and e-mails, by name. */
  list(companyId: string): Promise<SalesTeamMember[]>;
  add(companyId: string, userId: string): Promise<Outcome<void, SalesTeamRefusal>>;
  remove(companyId: string, userId: string): Promise<void>;
}
