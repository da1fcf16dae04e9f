import type { Language } from './languages';
import type { Messages } from './define-messages';
import { commonMessages } from './messages/common';
import { emailMessages } from './messages/email';

/** Every area's messages; add an area here and the key-parity test covers it. */
export const messageAreas: Record<string, Messages> = {
  common: commonMessages,
  email: emailMessages,
};

const merge = (language: Language): Record<string, string> =>
  Object.assign({}, ...Object.values(messageAreas).map((area) => area[language]));

export const catalogue: Record<Language, Record<string, string>> = {
  nb: merge('nb'),
  sv: merge('sv'),
  en: merge('en'),
};
