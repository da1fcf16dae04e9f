import type { EntityManager } from '@mikro-orm/core';

/** A company one of the parents holds shares in, with the parent's share of its shares (per cent, 2 decimals, as text). */
export type SubsidiaryStake = { organisationNumber: string; name: string; sourceOrgNo: string; ownershipInPercent: string };

/**
 * Where the portfolio's subsidiaries come from: the companies the parents hold shares in, one level down. The stakes
 * are the register's (Andel's registers and the public shareholder register), which the platform may not import, so
 * the register passes its finder in (register/ownership/ownership-subsidiary-directory), wired in the BFF.
 */
export type SubsidiaryDirectory = (em: EntityManager, parentOrgNos: readonly string[]) => Promise<SubsidiaryStake[]>;
