import type { EntityManager } from '@mikro-orm/core';
import type { Language } from '../../kernel/i18n/languages';
import type { Company } from '../../platform/companies/company.entity';
import { boardMessageRecipients, type MessageRecipientCandidate, type MessageRecipientDirectory } from '../../platform/messaging/message-recipients';
import { ShareholderTotal } from '../read-model/shareholder-total.entity';
import { shareholderDisplayName } from './shareholder-display';

/** A holder's language for emails: Swedish for a holder in Sweden, Norwegian in Norway, else English. */
const holderLanguage = (country: string): Language => (country === 'SE' ? 'sv' : country === 'NO' ? 'nb' : 'en');

/** Whom shareholder messages go to: today's holders (with shares), by name. */
export const shareholderMessageRecipients = async (em: EntityManager, company: Company): Promise<MessageRecipientCandidate[]> =>
  (await em.find(ShareholderTotal, { company, shares: { $gt: 0 } }, { populate: ['shareholder'] }))
    .map(({ shareholder }) => ({
      kind: 'SHAREHOLDER' as const,
      id: shareholder.id,
      name: shareholderDisplayName(shareholder) ?? '',
      email: shareholder.email ?? null,
      language: holderLanguage(shareholder.country),
      role: null,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'nb'));

/** Messaging's recipients: the board from the platform, shareholders from the register. */
export const messageRecipientDirectory: MessageRecipientDirectory = { BOARD: boardMessageRecipients, SHAREHOLDERS: shareholderMessageRecipients };
