import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import { queueEmail } from '../../platform/email/queue-email';
import type { User } from '../../platform/users/user.entity';
import { DomainError } from '../../kernel/errors/domain-error';
import { translate } from '../../collected/translate';
import { getRegister } from '../read-model/get-register';
import { formatShareClassNames } from '../share-classes/format-share-class-name';
import { listShareClasses } from '../share-classes/list-share-classes';
import { Shareholder } from '../shareholders/shareholder.entity';
import { birthDateOrOrganisationNumber, shareholderDisplayName } from '../shareholders/shareholder-display';
import { InnsynRequest } from './innsyn-request.entity';
import { redactedRegisterCopy } from './redacted-register-copy';

/**
 * Sends the requester the redacted copy of the register as it stands (`POST /company/{orgNo}/innsyn/{id}/send`):
 * names, birth date or organisation number, address, class, shares and share numbers, without identity numbers or
 * digital addresses (email, phone), by email in Norwegian; marks the request sent, audited. Sent twice is refused.
 */
export const sendInnsynCopy = ({ em, actor, company, id }: { em: EntityManager; actor: User; company: Company; id: string }) =>
  em.transactional(async (tx) => {
    const request = await tx.findOne(InnsynRequest, { id, company });
    if (!request) throw new DomainError('innsyn.notFound');
    if (request.sentAt) throw new DomainError('innsyn.alreadySent');
    const register = await getRegister({ em: tx, company });
    const holders = new Map((await tx.find(Shareholder, { id: register.rows.map((row) => row.shareholderId), company })).map((holder) => [holder.id, holder]));
    const classes = new Map((await listShareClasses(tx, company)).map((shareClass) => [shareClass.id, formatShareClassNames(shareClass, 'nb', (key) => translate('nb', key)).name]));
    const lines = register.rows.flatMap((row) => {
      const holder = holders.get(row.shareholderId)!;
      const address = [holder.address, [holder.postalCode, holder.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
      return row.holdings.map((holding) => ({
        name: shareholderDisplayName(holder) ?? '',
        birthDateOrOrganisationNumber: birthDateOrOrganisationNumber(holder),
        address,
        shareClass: classes.get(holding.shareTypeId) ?? '',
        shares: holding.shares,
        shareNumbers: holding.shareNumbers,
      }));
    });
    queueEmail({ em: tx, to: request.requesterEmail, language: 'nb', template: 'innsynCopy', params: { name: request.requesterName, companyName: company.name, organisationNumber: company.organisationNumber, copy: redactedRegisterCopy(lines) } });
    request.sentAt = new Date();
    request.sentBy = actor;
    recordAuditEvent({ em: tx, type: 'innsyn.copySent', actor, company, after: { id, requesterEmail: request.requesterEmail, holders: holders.size } });
    return { id, sentAt: request.sentAt.toISOString() };
  });
