import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { FeaturePermissions } from '../access/features';
import type { Company } from '../companies/company.entity';
import type { User } from '../users/user.entity';
import type { TRolePermissions } from './custom-role.schemas';
import { customRoleFacts, findCustomRole } from './find-custom-roles';
import { administersRoleCompany, rolePermissionsOf } from './find-role-permissions';

/**
 * `POST /permission/{orgNo}`: sets a role's levels and modules whole. The role must cover the company, and the actor
 * administer the company it was created in, since the change applies in every company the role covers (an admin of
 * one of them, or a holder of the role itself, may not widen it). Holders feel it on their next request.
 */
export const setRolePermissions = ({ em, actor, company, input }: { em: EntityManager; actor: User; company: Company; input: TRolePermissions }) =>
  em.transactional(async (tx) => {
    const role = await findCustomRole(tx, company, input.customRoleId);
    if (!(await administersRoleCompany(tx, actor, role))) throw new DomainError('access.forbidden');
    const before = customRoleFacts(role);
    const permissions: FeaturePermissions = Object.fromEntries(input.features.filter(({ access }) => access !== 'NONE').map(({ featureName, access }) => [featureName, access]));
    tx.assign(role, { permissions, modules: input.modules });
    recordAuditEvent({ em: tx, type: 'customRole.permissionsChanged', actor, company, before, after: customRoleFacts(role) });
    return rolePermissionsOf(role, true);
  });
