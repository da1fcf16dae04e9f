import type { EntityManager } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { DomainError } from '../../kernel/errors/domain-error';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import type { TSubscriber } from '../../register/capital-increase/capital-increase.schemas';
import { applyShareholderField } from '../../register/shareholders/apply-shareholder-field';
import type { ShareholderFieldName } from '../../register/shareholders/shareholder-fields';
import { Shareholder } from '../../register/shareholders/shareholder.entity';

/** The form's new person or company as a shareholder: its name, email, and a company's number and contact. */
const newShareholder = (tx: EntityManager, actor: User, company: Company, subscriber: TSubscriber): Shareholder => {
  const holder = { isCompany: subscriber.isCompany, nationality: company.country, country: company.country };
  const fields: [ShareholderFieldName, string | null][] = [
    ['shareholderName', subscriber.name],
    ['email', subscriber.email],
    ...(subscriber.isCompany ? ([['companyNumber', subscriber.organisationNumber], ['contactInfoName', subscriber.contactName]] as [ShareholderFieldName, string | null][]) : []),
  ];
  const patch = {};
  for (const [field, value] of fields) {
    if (!value) continue;
    const outcome = applyShareholderField(holder, field, value, { allowSyntheticTestNumbers: false });
    if ('error' in outcome) throw new DomainError('validationError', { subscriberId: subscriber.subscriberid, field, key: outcome.error });
    Object.assign(patch, outcome.patch);
  }
  const shareholder = tx.create(Shareholder, { id: randomUUID(), company, ...holder, ...patch });
  recordAuditEvent({ em: tx, type: 'shareholder.created', actor, company, after: { id: shareholder.id, isCompany: subscriber.isCompany } });
  return shareholder;
};

/**
 * Each subscriber's shareholder: an existing holder as named, a new person or company created now (seed: new
 * subscribers stay in the form until apply). Answers the shareholder id per subscriber id, flushed so the register's
 * checks find them.
 */
export const subscriberShareholders = async (tx: EntityManager, actor: User, company: Company, subscribers: readonly TSubscriber[]): Promise<Map<string, string>> => {
  const ids = new Map<string, string>();
  for (const subscriber of subscribers) ids.set(subscriber.subscriberid, subscriber.shareholderId ?? newShareholder(tx, actor, company, subscriber).id);
  await tx.flush();
  return ids;
};
