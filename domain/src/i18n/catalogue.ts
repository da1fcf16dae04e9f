import type { Language } from './languages';
import type { Messages } from './define-messages';
import { commonMessages } from './messages/common';
import { emailMessages } from './messages/email';
import { authMessages } from './messages/auth';
import { shellMessages } from './messages/shell';
import { portfolioMessages } from './messages/portfolio';
import { portfolioTabMessages } from './messages/portfolio-tabs';
import { portfolioDetailMessages } from './messages/portfolio-details';
import { shareTypeMessages } from './messages/share-type';
import { termsMessages } from './messages/terms';
import { validationMessages } from './messages/validation';
import { registerMessages } from './messages/register';
import { companyRoleMessages } from './messages/company-role';
import { platformSettingsMessages } from './messages/platform-settings';
import { transactionLogMessages } from './messages/transaction-log';
import { importExportMessages } from './messages/import-export';
import { customRoleMessages } from './messages/custom-role';
import { transactionLogUiMessages } from './messages/transaction-log-ui';
import { invitationMessages } from './messages/invitation';
import { transactionDocumentMessages } from './messages/transaction-documents';

/** Every area's messages; add an area here and the key-parity test covers it. */
export const messageAreas: Record<string, Messages> = {
  common: commonMessages,
  email: emailMessages,
  auth: authMessages,
  shell: shellMessages,
  portfolio: portfolioMessages,
  portfolioTabs: portfolioTabMessages,
  portfolioDetails: portfolioDetailMessages,
  shareType: shareTypeMessages,
  terms: termsMessages,
  validation: validationMessages,
  register: registerMessages,
  companyRole: companyRoleMessages,
  platformSettings: platformSettingsMessages,
  transactionLog: transactionLogMessages,
  importExport: importExportMessages,
  customRole: customRoleMessages,
  transactionLogUi: transactionLogUiMessages,
  invitation: invitationMessages,
  transactionDocuments: transactionDocumentMessages,
};

const merge = (language: Language): Record<string, string> =>
  Object.assign({}, ...Object.values(messageAreas).map((area) => area[language]));

export const catalogue: Record<Language, Record<string, string>> = {
  nb: merge('nb'),
  sv: merge('sv'),
  en: merge('en'),
};
