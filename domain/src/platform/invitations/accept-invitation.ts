import type { EntityManager } from '@mikro-orm/core';
import type { GrantedAccessType } from '../access/access-types';
import { recordAuditEvent } from '../audit/record-audit-event';
import { createSession, type ClientInfo } from '../auth/create-session';
import { grantCompanyAccess } from '../companies/grant-company-access';
import { DomainError } from '../../kernel/errors/domain-error';
import { registerUser } from '../auth/register-user';
import { User } from '../users/user.entity';
import { findInvitationRows, invitationStatus, type InvitationLink } from './find-invitation-rows';
import type { Invitation } from './invitation.entity';
import type { TAcceptInvitation } from './invitation.schemas';
import type { GrantedCompanyAccess } from './invitation-views';
import { requireInvitableRole } from './require-invitable-role';

const accessTypeOf = (invitation: Invitation): GrantedAccessType => {
  switch (invitation.type) {
    case 'SHAREHOLDER':
      return 'SHAREHOLDER';
    case 'SHAREHOLDER_REPRESENTATIVE':
      return 'ADDITIONAL_REPRESENTATIVE';
    default:
      return invitation.customRoleId ? 'CUSTOM' : 'ADMIN';
  }
};

type Options = { em: EntityManager; link: InvitationLink; signedIn: User | null; input: TAcceptInvitation; client: ClientInfo };

/**
 * Accepts an invitation once. A known address must be signed in as itself; an address without a user gets one
 * with the chosen name and password (the link proves the mailbox) and is signed in. Each invitation grants its access.
 * A custom role named in an invitation is checked again (`requireInvitableRole`): one that no longer covers the
 * invitation's company, or whose company the inviter no longer administers, refuses the whole link and grants nothing.
 */
export const acceptInvitation = ({ em, link, signedIn, input, client }: Options) =>
  em.transactional(async (tx) => {
    const rows = await findInvitationRows(tx, link);
    const status = invitationStatus(rows);
    if (status === 'USED') throw new DomainError('invitation.used');
    if (status === 'EXPIRED') throw new DomainError('invitation.expired');
    const { email, language } = rows[0]!;
    let user = await tx.findOne(User, { email });
    let sessionToken: string | null = null;
    if (user) {
      if (!signedIn) throw new DomainError('auth.notAuthenticated');
      if (signedIn.id !== user.id) throw new DomainError('invitation.wrongUser');
      // The emailed link proves the mailbox, as a verification code would.
      if (!user.emailVerified) {
        recordAuditEvent({ em: tx, type: 'user.emailVerified', actor: user, before: { email: user.email, emailVerified: false }, after: { email: user.email, emailVerified: true } });
        user.emailVerified = true;
      }
    } else {
      if (!input.name || !input.password) throw new DomainError('invitation.passwordRequired');
      user = await registerUser({ em: tx, email, name: input.name, password: input.password, language });
      user.emailVerified = true;
      sessionToken = createSession({ em: tx, user, state: 'ACTIVE', client }).token;
    }
    const pending = rows.filter((row) => row.state === 'PENDING');
    for (const invitation of pending)
      if (invitation.customRoleId) await requireInvitableRole(tx, invitation.invitedBy ?? null, invitation.customRoleId, [invitation.company]);
    const granted: GrantedCompanyAccess[] = [];
    for (const invitation of pending) {
      const grant = { accessType: accessTypeOf(invitation), shareholderId: invitation.shareholderId ?? null, customRoleId: invitation.customRoleId ?? null };
      await grantCompanyAccess({ em: tx, actor: user, user, company: invitation.company, grant });
      invitation.state = 'ACCEPTED';
      invitation.acceptedAt = new Date();
      invitation.acceptedBy = user;
      recordAuditEvent({ em: tx, type: 'invitation.accepted', actor: user, company: invitation.company, after: { invitationId: invitation.id, ...grant } });
      granted.push({ organisationNumber: invitation.company.organisationNumber, ...grant });
    }
    return { sessionToken, granted };
  });
