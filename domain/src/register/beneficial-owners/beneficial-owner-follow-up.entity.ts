import { defineEntity, p } from '@mikro-orm/core';
import { Company } from '../../platform/companies/company.entity';
import type { BeneficialOwnerAlert } from './beneficial-owner-views';
import { BeneficialOwnerStatement } from './beneficial-owner-statement.entity';

/**
 * The crossings of 25 % and 50 % a company's follow-up shows (`beneficialOwnerAlerts` against its latest confirmed
 * statement), kept so the follow-up count reads a row instead of walking the owners. Valid while the statement is
 * still the latest confirmed and `fingerprint` still matches the registers read (`readOrgNos`: every company whose
 * stakes the computation read, with its register head, and the public register's latest year).
 */
export const BeneficialOwnerFollowUpSchema = defineEntity({
  name: 'BeneficialOwnerFollowUp',
  properties: {
    company: () => p.manyToOne(Company).primary().deleteRule('cascade'),
    statement: () => p.manyToOne(BeneficialOwnerStatement).deleteRule('cascade').index(),
    readOrgNos: p.json<string[]>(),
    fingerprint: p.text(),
    alerts: p.json<BeneficialOwnerAlert[]>(),
    computedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export class BeneficialOwnerFollowUp extends BeneficialOwnerFollowUpSchema.class {}
BeneficialOwnerFollowUpSchema.setClass(BeneficialOwnerFollowUp);
