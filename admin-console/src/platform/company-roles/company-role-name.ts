import type { CompanyRoleRecord } from '@andel/domain/shared';

export const companyRoleName = ({ firstName, middleName, lastName }: CompanyRoleRecord) => [firstName, middleName, lastName].filter(Boolean).join(' ');
