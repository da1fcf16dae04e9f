import type { EntityManager } from '@mikro-orm/core';
import { PublicRegisterHolding } from '../src/register/public-register/public-register-holding.entity';
import { bulkInsert } from '../src/kernel/sql/bulk-insert';

/** A stake in the public register: company, its name, the holder (a 9-digit number makes it a company, else a birth year), shares of total. */
export type PublicStake = [orgNo: string, companyName: string, holderName: string, holderId: string, shares: number, companyShares: number];

/** Writes stakes straight into a year of the public register (as a load would leave them), one class per company; `firstRow` keeps a later call's rows apart. */
export const insertPublicStakes = (em: EntityManager, year: number, stakes: PublicStake[], firstRow = 1) =>
  bulkInsert(em, PublicRegisterHolding, stakes, ([orgNo, companyName, holderName, holderId, shares, companyShares], index) => ({
    year, organisationNumber: orgNo, rowNumber: firstRow + index, companyName, shareClass: 'Ordinære aksjer', holderName,
    holderBirthYear: holderId.length === 4 ? Number(holderId) : null, holderOrganisationNumber: holderId.length === 9 ? holderId : null,
    postalPlace: '0150 OSLO', country: 'NO', shares: String(shares), companyShares: String(companyShares),
  }));
