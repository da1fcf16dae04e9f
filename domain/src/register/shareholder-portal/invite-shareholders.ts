import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import { DomainError } from '../../kernel/errors/domain-error';
import { Holding } from '../read-model/holding.entity';
import type { User } from '../../platform/users/user.entity';
import type { TInviteShareholders } from '../../platform/invitations/invitation.schemas';
import { issueInvitations } from '../../platform/invitations/issue-invitations';
import type { InvitedShareholders } from './shareholder-portal-views';

/**
 * Notifies shareholders through the shareholder portal: one SHAREHOLDER invitation per selected holder, who must
 * hold shares today. Refused while the company's shareholder portal is off.
 */
export const inviteShareholders = ({ em, actor, company, input, appUrl }: { em: EntityManager; actor: User; company: Company; input: TInviteShareholders; appUrl: string }): Promise<InvitedShareholders> =>
  em.transactional(async (tx) => {
    if (!company.shareholderPortalEnabled) throw new DomainError('invitation.shareholderPortalOff');
    const ids = [...new Set(input.shareholders.map(({ shareholderId }) => shareholderId))];
    const holdings = await tx.find(Holding, { company, shareholder: { $in: ids }, shares: { $gt: 0n } });
    const withShares = new Set(holdings.map((holding) => holding.shareholder.id));
    if (ids.some((id) => !withShares.has(id))) throw new DomainError('invitation.noShares');
    for (const { shareholderId, email } of input.shareholders)
      issueInvitations({
        em: tx,
        actor,
        type: 'SHAREHOLDER',
        email,
        language: input.language,
        targets: [{ company, shareholderId }],
        personalNoteText: input.personalNoteText,
        appUrl,
      });
    return { count: input.shareholders.length };
  });
