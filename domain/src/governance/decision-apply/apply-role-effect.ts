import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { boardRoleTypes, type CompanyRoleType } from '../../platform/access/access-types';
import type { Company } from '../../platform/companies/company.entity';
import { companyRoleName } from '../../platform/company-roles/company-role-name';
import { ZCompanyRoleSchema } from '../../platform/company-roles/company-role.schemas';
import { createCompanyRole } from '../../platform/company-roles/create-company-role';
import { deleteCompanyRole } from '../../platform/company-roles/delete-company-role';
import { listCompanyRoles } from '../../platform/company-roles/find-company-roles';
import type { User } from '../../platform/users/user.entity';
import type { DecisionEffect } from '../decision-documents/decision-effects';
import type { AppliedWrite } from './decision-apply-views';

type Elected = { name: string; role: CompanyRoleType };

/** The people a board or CEO decision elects, as company roles. */
export const electedOf = (effect: Extract<DecisionEffect, { kind: 'BOARD' | 'CEO' }>): { replaces: readonly CompanyRoleType[]; elected: Elected[] } =>
  effect.kind === 'CEO' ? { replaces: ['ceo'], elected: [{ name: effect.name, role: 'ceo' }] } : { replaces: boardRoleTypes, elected: effect.members.map(({ name, role }) => ({ name, role: role as CompanyRoleType })) };

/** A written name as first and last name: the last word is the last name. */
const roleInput = ({ name, role }: Elected) => {
  const words = name.trim().split(/\s+/);
  const parsed = ZCompanyRoleSchema.safeParse({ role, firstName: words.slice(0, -1).join(' '), lastName: words.at(-1) });
  if (!parsed.success) throw new DomainError('decisionApply.invalidInput', { field: 'name', code: parsed.error.issues[0]!.message });
  return parsed.data;
};

const sameHolder = (elected: Elected) => (role: { role: string; firstName: string; middleName?: string | null; lastName: string }) =>
  role.role === elected.role && companyRoleName(role).toLowerCase() === elected.name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The elected board (or CEO) becomes the company's roles through the roles room's own commands: holders of the
 * replaced roles who were not elected again are removed, those elected who do not hold the role are added. An
 * unchanged holder keeps their role (and their user's access).
 */
export const applyRoleEffect = async ({ em, actor, company, effect }: { em: EntityManager; actor: User; company: Company; effect: Extract<DecisionEffect, { kind: 'BOARD' | 'CEO' }> }): Promise<AppliedWrite> => {
  const { replaces, elected } = electedOf(effect);
  const inputs = elected.map((person) => ({ person, input: roleInput(person) }));
  const current = (await listCompanyRoles(em, company)).filter((role) => replaces.includes(role.role));
  const leaving = current.filter((role) => !elected.some((person) => sameHolder(person)(role)));
  const joining = inputs.filter(({ person }) => !current.some(sameHolder(person)));
  for (const role of leaving) await deleteCompanyRole({ em, actor, company, id: role.id });
  const created = [];
  for (const { input } of joining) created.push(await createCompanyRole({ em, actor, company, input }));
  return { kind: 'COMPANY_ROLES', createdRoleIds: created.map(({ id }) => id), removedRoleIds: leaving.map(({ id }) => id) };
};
