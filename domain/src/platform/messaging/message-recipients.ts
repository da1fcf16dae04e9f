import type { EntityManager } from '@mikro-orm/core';
import type { Language } from '../../kernel/i18n/languages';
import { boardRoleTypes } from '../access/access-types';
import type { Company } from '../companies/company.entity';
import { CompanyRole } from '../company-roles/company-role.entity';
import { companyRoleName } from '../company-roles/company-role-name';
import type { MessageAudience } from './messaging-constants';

/** Someone a thread can go to: a board role (`COMPANY_ROLE`) or a shareholder, with the contact the email goes to. */
export type MessageRecipientCandidate = {
  kind: 'COMPANY_ROLE' | 'SHAREHOLDER';
  id: string;
  name: string;
  email: string | null;
  language: Language;
  /** The board role, or null for a shareholder. */
  role: string | null;
};

/**
 * Where each audience's candidates come from. The board is the platform's; shareholders are the register's, which the
 * platform may not import, so the register passes its finder in (register/shareholders/shareholder-message-recipients).
 */
export type MessageRecipientDirectory = Record<MessageAudience, (em: EntityManager, company: Company) => Promise<MessageRecipientCandidate[]>>;

/**
 * Fills a text's auto-text variables with the company's figures as the message is sent (the register's
 * `fillRegisterAutoTexts`): a message keeps saying what the figures were when it was written.
 */
export type AutoTextFiller = (options: { em: EntityManager; company: Company; text: string; language: Language }) => Promise<string>;

/** What messaging needs from the register above it: whom to write to, and the figures for the texts' variables. */
export type MessagingRegister = { recipients: MessageRecipientDirectory; fillAutoTexts: AutoTextFiller };

const rank = (role: string) => (boardRoleTypes as readonly string[]).indexOf(role);

/** The board's roles in board order (chairperson, deputy chairperson, members, deputy members), each rank by name. */
export const boardMessageRecipients = async (em: EntityManager, company: Company): Promise<MessageRecipientCandidate[]> =>
  (await em.find(CompanyRole, { company, role: { $in: [...boardRoleTypes] } }))
    .sort((a, b) => rank(a.role) - rank(b.role) || a.lastName.localeCompare(b.lastName, 'nb') || a.firstName.localeCompare(b.firstName, 'nb'))
    .map((role) => ({
      kind: 'COMPANY_ROLE',
      id: role.id,
      name: companyRoleName(role),
      email: role.email ?? null,
      language: role.language,
      role: role.role,
    }));
