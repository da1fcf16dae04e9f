import type { AccessPolicy } from '@andel/domain/shared';

/**
 * The decision tool's policies: admins, custom roles with the DBOT module's feature, super-admins reading. Projects
 * and their decisions go with `freetext`, meetings with `companyEvents` (docs/decisions/governance/projects.md).
 */
export const projectView: AccessPolicy = { accessTypes: ['ADMIN', 'CUSTOM', 'SUPERADMIN'], feature: 'freetext', level: 'VIEW' };
export const projectEdit: AccessPolicy = { ...projectView, level: 'EDIT' };
export const meetingView: AccessPolicy = { accessTypes: ['ADMIN', 'CUSTOM', 'SUPERADMIN'], feature: 'companyEvents', level: 'VIEW' };
export const meetingEdit: AccessPolicy = { ...meetingView, level: 'EDIT' };

/**
 * Applying an adopted decision writes the register, roles and articles: a custom role needs the register's
 * transactions at EDIT, whatever it may do with projects (docs/decisions/governance/decision-apply.md).
 */
export const decisionApply: AccessPolicy = { accessTypes: ['ADMIN', 'CUSTOM'], feature: 'transactions', level: 'EDIT' };
