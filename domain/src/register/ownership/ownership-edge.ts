import type { OwnershipSource } from './ownership-views';
import { ratio, ratioOfDecimals, type Ratio } from './ratio';

/** A holder as the registers name it: a company by organisation number, a person by name and birth year. */
export type OwnerIdentity = { key: string; kind: 'COMPANY' | 'PERSON'; name: string; organizationNumber: string | null; birthYear: number | null };

/** One holder's shares and votes in one company, with the company's totals, as read from a register. */
export type OwnershipEdge = {
  owner: OwnerIdentity;
  ownedOrgNo: string;
  ownedName: string;
  shares: bigint;
  totalShares: bigint;
  /** Decimal strings: votes per share may have decimals. */
  votes: string;
  totalVotes: string;
  source: OwnershipSource;
};

export const companyKey = (organisationNumber: string) => `C:${organisationNumber}`;
/** A person's key across registers: lower-cased name and birth year (the public register knows no more). */
export const personKey = (name: string, birthYear: number | null) => `P:${name.trim().toLowerCase().replace(/\s+/g, ' ')}|${birthYear ?? ''}`;

export const shareFraction = (edge: OwnershipEdge): Ratio => ratio(edge.shares, edge.totalShares);
/** The holder's fraction of the votes; a company whose classes carry no votes counts by shares. */
export const voteFraction = (edge: OwnershipEdge): Ratio => (/^[0.]+$/.test(edge.totalVotes) ? shareFraction(edge) : ratioOfDecimals(edge.votes, edge.totalVotes));
