import type { Feature } from '@andel/domain/shared';
import type { ResourceProps } from 'react-admin';
import { companyRoles } from './platform/company-roles';
import { shareholders } from './register/shareholders';
import { shareClasses } from './register/share-classes';
import { transactions } from './register/transactions';

/**
 * The company admin's react-admin resources. A feature adds its resource folder's
 * `{ name, list, edit, create, icon, recordRepresentation }` here; its side-menu entry is labelled by the
 * message key `resources.<name>.name`.
 */
export const companyResources: ResourceProps[] = [shareholders, transactions, shareClasses, companyRoles];

/** The feature each resource belongs to: its menu entry shows only to those who may view the feature. */
export const resourceFeature: Record<string, Feature> = {
  [shareholders.name]: 'shareholders',
  [transactions.name]: 'transactions',
  [shareClasses.name]: 'shareClasses',
  [companyRoles.name]: 'companyRoles',
};
