import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Company } from '../../platform/companies/company.entity';
import { User } from '../../platform/users/user.entity';

/**
 * A filed shareholder register statement (aksjonærregisteroppgave) of one company and year: what was filed (the
 * filing data, so next year's statement is checked against it), when, how (through the filing service, with its
 * reference, or marked as filed by hand after downloading the file) and by whom. One per company and year; filing
 * again replaces it.
 */
export const RegisterStatementSchema = defineEntity({
  name: 'RegisterStatement',
  uniques: [{ properties: ['company', 'year'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    company: () => p.manyToOne(Company).deleteRule('cascade'),
    year: p.smallint(),
    channel: p.enum(['SERVICE', 'MANUAL'] as const),
    reference: p.string().length(200).nullable(),
    filing: p.json<Record<string, unknown>>(),
    sentAt: p.datetime(),
    sentBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
  },
});

export class RegisterStatement extends RegisterStatementSchema.class {}
RegisterStatementSchema.setClass(RegisterStatement);
