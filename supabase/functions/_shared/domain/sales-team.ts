/**
 * The words of a company's Sales team panel (issue 28): the members whose desktops keep the company's latest
 * price lists offline. The server keeps the rules (company_sales_team's RLS, one company per member).
 */
export const SALES_TEAM_TEXT = {
  title: 'Sales team',
  intro: "Members who carry this company's price lists: the latest ones stay offline on their desktop.",
  searchHint: 'Find members by e-mail, business or member name (at least 3 characters; up to 10 matches).',
  empty: 'No one on the sales team yet. Search members to add the first.',
  loadFailed: 'Could not load the sales team',
  searchFailed: 'Member search failed',
  addFailed: 'Could not add to the sales team',
  removeFailed: 'Could not remove from the sales team',
  onTeam: 'On the team',
  removeTitle: 'Remove from the sales team?',
  /** The server's answer to a member already on a company's team (company_sales_team's primary key). */
  alreadyOnATeam: "This member is already on a company's sales team.",
  forbidden: "Only the company's executives and admins manage its sales team.",
  /** The server's answer to a company's executive (20261129001200): word for word, the trigger's message. */
  executive: "A company executive cannot join a sales team: they carry their own company's price lists.",
  /** A candidate the search marks as an executive: shown, not addable, with the reason. */
  executiveCandidate: 'Company executive',
  executiveCandidateWhy: "Carries their own company's lists",
  /** A candidate on another company's team (the server refuses a second team): shown, not addable, with the reason. */
  otherTeamCandidate: 'On another team',
} as const;

/**
 * Why a candidate on another company's team cannot be added: the company is named only when the server named it
 * (to a caller who may manage that company's team, an admin); a company's executive is told there is one, not whose.
 */
export const otherTeamCandidateWhy = (company: string | null) =>
  company ? `Carries ${company}'s lists` : "Carries another company's lists";

export const salesTeamAdded = (name: string) => ({ title: 'Added to the sales team', description: name });
export const salesTeamRemoved = (name: string) => ({ title: 'Removed from the sales team', description: name });

/** What the confirmation says will happen to the member's desktop. */
export const salesTeamRemoveWarning = (name: string) =>
  `${name} will no longer carry this company's price lists: their desktop stops keeping the latest ones offline.`;
