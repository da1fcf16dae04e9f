import type { EntityManager } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { recordAuditEvent } from '../audit/record-audit-event';
import { hashToken, newToken } from '../auth/secrets';
import type { Company } from '../companies/company.entity';
import { queueEmail } from '../email/queue-email';
import type { Language } from '../../kernel/i18n/languages';
import type { User } from '../users/user.entity';
import { invitationLifetimeMs, type InvitationType } from './invitation-constants';
import { Invitation } from './invitation.entity';
import { requireProvenCompany } from '../company-claims/require-proven-company';

type Options = {
  em: EntityManager;
  actor: User;
  type: InvitationType;
  email: string;
  language: Language;
  /** One company, or several for a batch invitation (one link, one token). */
  targets: { company: Company; shareholderId?: string | null }[];
  customRoleId?: string | null;
  personalNoteText?: string | null;
  appUrl: string;
};

/**
 * Creates the invitations of one recipient with a fresh single-use token and queues one email in the
 * recipient's language, in the caller's transaction. Several companies make a batch behind one link. No invitation goes
 * out in the name of a company whose claim waits (`company.claimPending`).
 */
export const issueInvitations = ({ em, actor, type, email, language, targets, customRoleId = null, personalNoteText = null, appUrl }: Options): Invitation[] => {
  targets.forEach(({ company }) => requireProvenCompany(company));
  const token = newToken();
  const batchId = targets.length > 1 ? randomUUID() : null;
  const expiresAt = new Date(Date.now() + invitationLifetimeMs);
  const invitations = targets.map(({ company, shareholderId = null }) => {
    const invitation = em.create(Invitation, {
      id: randomUUID(),
      type,
      company,
      email,
      language,
      shareholderId,
      customRoleId,
      personalNoteText: personalNoteText || null,
      invitedBy: actor,
      tokenHash: hashToken(token),
      batchId,
      expiresAt,
    });
    recordAuditEvent({ em, type: 'invitation.sent', actor, company, after: { invitationId: invitation.id, type, email, shareholderId, customRoleId, batchId } });
    return invitation;
  });
  const link = batchId ? `${appUrl}/batch-invitation/${batchId}/${token}` : `${appUrl}/invitation/${invitations[0]!.id}/${token}`;
  queueEmail({
    em,
    company: targets[0]!.company,
    to: email,
    language,
    template: 'invitation',
    params: { inviterName: actor.name, companyNames: targets.map(({ company }) => company.name).join(', '), link, personalNote: personalNoteText ?? '' },
  });
  return invitations;
};
