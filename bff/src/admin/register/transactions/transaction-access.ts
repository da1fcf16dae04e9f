import type { AccessPolicy } from '@andel/domain/shared';
import { companyOf } from '../../../shared/company-locator';

/** Who may read the transaction log and who may write it: admins, custom roles by their transactions level, super-admins to look. */
export const viewTransactions: AccessPolicy = { accessTypes: ['ADMIN', 'CUSTOM', 'SUPERADMIN'], feature: 'transactions', level: 'VIEW' };
export const editTransactions: AccessPolicy = { ...viewTransactions, level: 'EDIT' };

/** Calls that name only the entry are authorised by the company it belongs to. */
export const entryInPath = companyOf('transactionLogEntry', 'id', 'param');
