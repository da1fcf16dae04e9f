// What the ownership calls answer (seed: register, section 3 "Ownership subsidiary"; platform core, section 3).

/** Seed: owner (who owns the company, upwards), owns (its subsidiaries, downwards) and dual (both). */
export const ownershipGraphTypes = ['owner', 'owns', 'dual'] as const;
export type OwnershipGraphType = (typeof ownershipGraphTypes)[number];

/** Where an ownership comes from: a register kept in Andel (its holdings today) or the public shareholder register's latest year. */
export type OwnershipSource = 'ANDEL' | 'PUBLIC_REGISTER';

/** A company (key `C:<orgNo>`) or a natural person (key `P:<name>|<birth year>`) on the map. */
export type OwnershipMapNode = {
  key: string;
  kind: 'COMPANY' | 'PERSON';
  name: string;
  organizationNumber: string | null;
  birthYear: number | null;
  /** 0 the company itself, -1, -2, … its owners upwards, 1, 2, … its subsidiaries downwards. */
  level: number;
};

/** An owner's stake in a company: per cent of the shares and of the votes, 2 decimals, as decimal strings. */
export type OwnershipMapEdge = { ownerKey: string; ownedKey: string; ownershipInPercent: string; votesInPercent: string; source: OwnershipSource };

/** `GET /company/{orgNo}/ownership-map`: the map the console draws and the downloads render. */
export type OwnershipMapView = {
  rootKey: string;
  graphType: OwnershipGraphType;
  /** 0 means all levels (seed section 9). */
  levels: number;
  /** Minimum per cent of shares an edge must reach; 0 means all (seed section 9). */
  threshold: string;
  nodes: OwnershipMapNode[];
  edges: OwnershipMapEdge[];
};

/** `GET /company/subsidiaries/{orgNo}`: the seed's subsidiary entry with its level below the company. */
export type OwnershipSubsidiary = {
  level: number;
  ownershipInPercent: string;
  organizationNumber: string;
  name: string;
  ceoName: string | null;
  chairPersonName: string | null;
  isCEO: boolean;
  isChairperson: boolean;
  isBoardmember: boolean;
  isShareholder: boolean;
  /** The company one level up that holds the shares. */
  sourceOrgNo: string;
  currency: string;
};
