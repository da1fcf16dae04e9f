import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import { loadRegisterStatement } from './build-register-statement';
import { rf1086Forms } from './rf1086-forms';
import { rf1086Package } from './rf1086-package';

/** The year's RF-1086 forms as the zip the admin downloads and files by hand (`GET /company/{orgNo}/statement/{year}/file`). */
export const buildRf1086Package = async ({ em, company, year, allowSyntheticTestNumbers }: { em: EntityManager; company: Company; year: number; allowSyntheticTestNumbers: boolean }) => {
  const { rf1086 } = await loadRegisterStatement({ em, company, year, filingConnected: false, allowSyntheticTestNumbers });
  return rf1086Package({ organisationNumber: company.organisationNumber, year, forms: rf1086Forms(rf1086) });
};
