import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Company } from '../../platform/companies/company.entity';
import { User } from '../../platform/users/user.entity';

export const beneficialOwnerStatementStatuses = ['DRAFT', 'CONFIRMED'] as const;
export type BeneficialOwnerStatementStatus = (typeof beneficialOwnerStatementStatuses)[number];

/**
 * A dated statement of a company's beneficial owners: proposed from the registers, edited by the admin and then
 * confirmed. Never rewritten once confirmed; a new statement follows a change. Its history is in the audit log.
 */
export const BeneficialOwnerStatementSchema = defineEntity({
  name: 'BeneficialOwnerStatement',
  indexes: [{ properties: ['company', 'statementDate'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    company: () => p.manyToOne(Company).deleteRule('cascade'),
    /** The day the statement speaks of, YYYY-MM-DD. */
    statementDate: p.string().length(10),
    status: p.enum(beneficialOwnerStatementStatuses),
    createdBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    createdAt: p.datetime().onCreate(() => new Date()),
    confirmedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    confirmedAt: p.datetime().nullable(),
  },
});

export class BeneficialOwnerStatement extends BeneficialOwnerStatementSchema.class {}
BeneficialOwnerStatementSchema.setClass(BeneficialOwnerStatement);
