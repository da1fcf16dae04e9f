import { defineEntity, p } from '@mikro-orm/core';
import { Company } from '../../platform/companies/company.entity';
import { TransactionLogEntry } from '../log/transaction-log-entry.entity';

/**
 * A company's register taken from the public extract (`POST /company/reimportshaholderdata/{orgNo}`): which
 * year, its AUTOIMPORT log entry, and whether the admin has confirmed it (`PUT /company/confirm-autoimport`,
 * which hides the dashboard's confirmation section; `DELETE` shows it again).
 */
export const AutoImportSchema = defineEntity({
  name: 'AutoImport',
  properties: {
    company: () => p.oneToOne(Company).primary().deleteRule('cascade'),
    year: p.smallint(),
    logEntry: () => p.manyToOne(TransactionLogEntry).deleteRule('cascade'),
    confirmedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class AutoImport extends AutoImportSchema.class {}
AutoImportSchema.setClass(AutoImport);
