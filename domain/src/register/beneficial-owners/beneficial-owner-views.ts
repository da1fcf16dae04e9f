// What the beneficial-owner calls answer, shared by the domain and the console.

/** One stake on a chain from a person down to the company. */
export type OwnershipChainLink = { ownerKey: string; ownerName: string; ownedOrgNo: string; ownedName: string; ownershipInPercent: string; votesInPercent: string };

/** A chain of stakes from a person to the company and what it gives them (per cent, 2 decimals). */
export type OwnershipChainView = {
  links: OwnershipChainLink[];
  sharesInPercent: string;
  votesInPercent: string;
  /** The person holds a majority of the votes at every level above the last, so the last stake counts whole. */
  controlled: boolean;
};

/** Why a person is a beneficial owner: more than 25 % of the shares, of the votes, or both. */
export const beneficialOwnerReasons = ['SHARES', 'VOTES'] as const;
export type BeneficialOwnerReason = (typeof beneficialOwnerReasons)[number];

/** A person the registers show as a beneficial owner, with the chains that explain it. */
export type BeneficialOwnerProposal = {
  key: string;
  name: string;
  birthYear: number | null;
  sharesInPercent: string;
  votesInPercent: string;
  reasons: BeneficialOwnerReason[];
  chains: OwnershipChainView[];
};

/** A person on a statement. */
export type BeneficialOwnerView = {
  id: string;
  personKey: string;
  name: string;
  birthYear: number | null;
  sharesInPercent: string;
  votesInPercent: string;
  reasons: BeneficialOwnerReason[];
  chains: OwnershipChainView[];
  proposed: boolean;
  comment: string | null;
};

/** `GET /company/{orgNo}/beneficial-owners/{id}`: a dated statement with its owners. */
export type BeneficialOwnerStatementView = {
  id: string;
  statementDate: string;
  status: 'DRAFT' | 'CONFIRMED';
  createdAt: string;
  confirmedAt: string | null;
  owners: BeneficialOwnerView[];
};

/** Someone whose stake crossed 25 % or 50 % (upwards or downwards) since the latest confirmed statement. */
export type BeneficialOwnerAlert = { personKey: string; name: string; beforeInPercent: string | null; nowInPercent: string | null; crossed: '25' | '50'; direction: 'UP' | 'DOWN' };

/** `GET /company/{orgNo}/beneficial-owners`: what the registers propose today, the statements so far, and the alerts. */
export type BeneficialOwnersOverview = {
  proposal: BeneficialOwnerProposal[];
  statements: Omit<BeneficialOwnerStatementView, 'owners'>[];
  alerts: BeneficialOwnerAlert[];
};

/** `GET /company/{orgNo}/beneficial-owners/{id}/log`: what happened to a statement (and its owners), oldest first. */
export type BeneficialOwnerLogEntry = {
  id: string;
  type: 'beneficialOwners.statementCreated' | 'beneficialOwners.ownerChanged' | 'beneficialOwners.statementConfirmed';
  createdAt: string;
  actorName: string | null;
  beneficialOwnerId: string | null;
  name: string | null;
  before: { sharesInPercent: string; votesInPercent: string; comment: string | null } | null;
  after: { sharesInPercent: string; votesInPercent: string; comment: string | null } | null;
};

/** `GET /portfolio/{scope}/beneficial-owners`: a starred company the user administers, with its beneficial-owner state. */
export type PortfolioBeneficialOwnersRow = {
  organisationNumber: string;
  name: string;
  proposed: string[];
  latestStatement: { id: string; statementDate: string; status: 'DRAFT' | 'CONFIRMED' } | null;
  alerts: number;
};
