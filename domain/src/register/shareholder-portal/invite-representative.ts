import type { EntityManager } from '@mikro-orm/core';
import { CompanyAccess } from '../../platform/companies/company-access.entity';
import type { Company } from '../../platform/companies/company.entity';
import { DomainError } from '../../kernel/errors/domain-error';
import { Invitation } from '../../platform/invitations/invitation.entity';
import { issueInvitations } from '../../platform/invitations/issue-invitations';
import type { User } from '../../platform/users/user.entity';
import { findShareholder } from '../shareholders/shareholder-commands';
import type { TInviteRepresentative } from './representatives.schemas';
import { requireHolderSelf } from './require-holder-self';

/**
 * A holder invites an additional representative (seed: invitation type SHAREHOLDER_REPRESENTATIVE), who on
 * acceptance holds ADDITIONAL_REPRESENTATIVE access for that holder and acts for them in the portal. Only the
 * holder themself may invite; refused while the company's shareholder portal is off, and for an address that
 * already acts for the holder (the holder's own, a representative's, or one with an open invitation).
 */
export const inviteRepresentative = ({ em, actor, company, input, appUrl, now = new Date() }: { em: EntityManager; actor: User; company: Company; input: TInviteRepresentative; appUrl: string; now?: Date }) =>
  em.transactional(async (tx) => {
    const { shareholderId, email } = input;
    await requireHolderSelf(tx, actor, company, shareholderId);
    await findShareholder(tx, company, shareholderId);
    if (!company.shareholderPortalEnabled) throw new DomainError('invitation.shareholderPortalOff');
    const actsAlready = await tx.count(CompanyAccess, {
      company,
      shareholderId,
      accessType: { $in: ['SHAREHOLDER', 'ADDITIONAL_REPRESENTATIVE'] },
      user: { email },
    });
    const invited = await tx.count(Invitation, { company, shareholderId, email, type: 'SHAREHOLDER_REPRESENTATIVE', state: 'PENDING', expiresAt: { $gt: now } });
    if (actsAlready || invited || email === actor.email) throw new DomainError('invitation.alreadyRepresentative');
    const [invitation] = issueInvitations({
      em: tx,
      actor,
      type: 'SHAREHOLDER_REPRESENTATIVE',
      email,
      language: input.language,
      targets: [{ company, shareholderId }],
      personalNoteText: input.personalNoteText,
      appUrl,
    });
    return { id: invitation!.id };
  });
