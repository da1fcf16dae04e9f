import type { CompanyRole } from './company-role.entity';

/** A role holder's full name: first, middle and last. */
export const companyRoleName = ({ firstName, middleName, lastName }: Pick<CompanyRole, 'firstName' | 'lastName'> & { middleName?: string | null }): string =>
  [firstName, middleName, lastName].filter(Boolean).join(' ');
