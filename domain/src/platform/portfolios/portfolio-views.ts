// What the portfolio's calls answer, shared by the domain that builds it and the console that shows it.
import type { AccessType, GrantedAccessType } from '../access/access-types';
import type { Feature, FeatureAccessLevel } from '../access/features';
import type { Currency } from '../companies/company-constants';
import type { InvitationRequestState, RequestAccessType } from '../invitations/invitation-constants';
import type { FollowUpKind } from './portfolio-tabs.schemas';

/** One of the user's own portfolios. */
export type PortfolioSummary = { id: string; name: string };

/** A company in the portfolio (seed: platform core, section 3). */
export type PortfolioCompanyItem = {
  id: string;
  organisationNumber: string;
  name: string;
  isCustomer: boolean;
  /** NONE for a company the user has asked for access to (state `pending`). */
  accessType: AccessType;
  state: 'draft' | 'pending' | null;
  /** For a pending entry: the user's own request for access, which it opens. */
  invitationRequestId: string | null;
  starred: boolean;
  currency: Currency;
  shareholderId: string | null;
  role: { customRoleId: string; customRoleName: string } | null;
  /** The user's own portfolio the company is in, if any. */
  portfolioId: string | null;
};

/** `GET /api/portfolio`, `/api/portfolio/role/{role}` and `/api/portfolio/{id}`: the companies of one scope. */
export type PortfolioOverview = {
  companyItems: PortfolioCompanyItem[];
  /** Every (company, access) of the user, whatever the scope: the switcher's list. */
  userCompanies: { name: string; organisationNumber: string; accessType: GrantedAccessType; shareholderId: string | null }[];
  /** Companies the scope's administered companies own shares in that are not on Andel yet, one entry per owner. */
  subsidiaries: Subsidiary[];
  /** The user's own requests for access still waiting (all scope); each is also a company entry with state `pending`. */
  incompletedInvitationRequests: {
    id: string;
    organisationNumber: string;
    companyName: string;
    requestAccessType: RequestAccessType;
    state: InvitationRequestState;
    createdAt: string;
  }[];
  userSettings: { starredCompanies: { organisationNumber: string; accessType: AccessType }[] };
  activeSubscriptionCompanies: string[];
  user: { email: string; acceptedTerms: boolean; name: string };
  portfolios: PortfolioSummary[];
  /** Newest first, at most ten. */
  recentlyVisited: { organisationNumber: string; name: string }[];
  signDocumentCount: number;
};

/** `POST /portfolio/connect-companies`: how many subsidiaries were connected, and how many invitations went out. */
export type ConnectedCompanies = { connected: number; invited: number };

/** `GET /portfolio/follow-up/count` and `POST /portfolio/follow-up/seen`: the top bar's follow-up items not seen yet, and all of them. */
export type FollowUpCount = { count: number; total: number };

/** A subsidiary in the seed's shape (platform core, section 3), and whether an invitation to connect it is pending. */
export type Subsidiary = {
  organizationNumber: string;
  name: string;
  ceoName: string | null;
  chairPersonName: string | null;
  isCEO: boolean;
  isChairperson: boolean;
  isBoardmember: boolean;
  isShareholder: boolean;
  sourceOrgNo: string;
  /** The parent's share of the subsidiary's shares in per cent, two decimals, as a decimal string. */
  ownershipInPercent: string;
  currency: string;
  invitationPending: boolean;
};

/**
 * A person and what they are in each of the portfolio's companies: an access type (ADMIN, CUSTOM), a custom role's
 * name (and its id), a board role, `shareholder`, or `shareholderContact` with the holder company's name in `holder`.
 */
export type PortfolioContact = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  companies: { organisationNumber: string; name: string; role: string; holder: string | null; customRoleId: string | null }[];
};

/** An administrator or custom-role user across the portfolio: each company with the access held there, and their open invitations. */
export type PortfolioAdmin = {
  externalId: string;
  name: string;
  email: string;
  isSelf: boolean;
  companies: { organisationNumber: string; name: string; accessType: 'ADMIN' | 'CUSTOM'; customRoleId: string | null; customRoleName: string | null }[];
  pendingInvitations: { id: string; organisationNumber: string; companyName: string; expiresAt: string }[];
};

/** A holder's current shares and votes in one company, and their parts of its shares and votes in per cent (two decimals), as decimal strings. */
export type PortfolioHolderHolding = {
  organisationNumber: string;
  companyName: string;
  shareholderId: string;
  shares: string;
  votes: string;
  ownershipInPercent: string;
  votesInPercent: string | null;
};

/** The contact facts one company has registered for the holder (birth date, never the national id). */
export type PortfolioHolderContact = {
  organisationNumber: string;
  companyName: string;
  name: string;
  contactName: string | null;
  birthDate: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  postalCode: string | null;
  city: string | null;
  country: string;
};

export type PortfolioHolder = { id: string; name: string; isCompany: boolean; companyNumber: string | null; holdings: PortfolioHolderHolding[]; contacts: PortfolioHolderContact[] };

/** A holder's shares in one of the portfolio's companies, and their part of its shares in per cent (two decimals). */
export type PortfolioHolding = { organisationNumber: string; companyName: string; shareholderId: string; shares: string; ownershipInPercent: string };

/** `GET /portfolio/{scope}/shareholders`: a holder across the portfolio, by `holderIdentity`; `id` is that identity's digest. */
export type PortfolioShareholder = { id: string; name: string; isCompany: boolean; companyNumber: string | null; email: string | null; holdings: PortfolioHolding[] };

/** A company holder whose name the public register has changed (the follow-up dialog for updated names). */
export type OutdatedShareholderName = { organisationNumber: string; shareholderOrgNo: string; name: string; registerName: string };

/**
 * A company with something to follow up: how many of each kind (yes/no kinds count 1); in the shareholders tab
 * also the holder names the public register has changed, for the update dialog.
 */
export type FollowUpCompany = { organisationNumber: string; name: string; items: { kind: FollowUpKind; count: number }[]; outdatedNames?: OutdatedShareholderName[] };

/** `GET /portfolio/{scope}/follow-up`: companies with something to follow up in one tab, a page of them, and both tabs' counts. */
export type PortfolioFollowUps = { rows: FollowUpCompany[]; total: number; companyInfoCount: number; followUpShareholdersCount: number };

type CompanyName = { organisationNumber: string; name: string };

/** A holder of a custom role and the companies they hold it in. */
export type PortfolioCustomRoleHolder = { externalId: string; name: string; email: string; companies: CompanyName[] };

/** `GET /portfolio/{scope}/contacts/custom-role/{id}`: the role, its levels, and its companies and holders among those the viewer administers. */
export type PortfolioCustomRole = {
  id: string;
  name: string;
  texts: { language: string; name: string; description?: string }[];
  featureLevels: Record<Feature, FeatureAccessLevel>;
  modules: string[];
  companies: CompanyName[];
  holders: PortfolioCustomRoleHolder[];
  /** Whether the viewer may give it to more companies: an admin of the company it was made in. */
  editable: boolean;
};

/** `GET /portfolio/{scope}/contacts/custom-role/{customRoleId}/details/{externalId}`: one holder of a role, with the role's name and levels. */
export type PortfolioCustomRoleHolderDetail = { role: Omit<PortfolioCustomRole, 'holders'>; holder: PortfolioCustomRoleHolder };

/**
 * `GET /portfolio/{scope}/custom-roles`: the custom roles covering the scope's companies the viewer administers, each
 * with those companies, how many people hold it there, and whether the viewer may change it (an admin of the role's
 * own company, `orgNo`).
 */
export type PortfolioCustomRoleItem = { id: string; name: string; texts: PortfolioCustomRole['texts']; orgNo: string; companies: CompanyName[]; holderCount: number; editable: boolean };
