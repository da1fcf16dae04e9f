import type { Language } from '../i18n/languages';
import { translate } from '../i18n/translate';

type Rendered = { subject: string; text: string };

const letter = (language: Language, name: string, lines: string[]): string =>
  [translate(language, 'email.greeting', { name }), '', ...lines, '', translate(language, 'email.signature')].join('\n');

/** Every email the product sends, rendered in the recipient's language from the shared catalogue. */
export const emailTemplates = {
  signInCode: (language: Language, p: { name: string; code: string }): Rendered => ({
    subject: translate(language, 'email.signInCode.subject', p),
    text: letter(language, p.name, [translate(language, 'email.signInCode.body', p)]),
  }),
  passwordReset: (language: Language, p: { name: string; link: string }): Rendered => ({
    subject: translate(language, 'email.passwordReset.subject'),
    text: letter(language, p.name, [
      translate(language, 'email.passwordReset.body'),
      p.link,
      '',
      translate(language, 'email.passwordReset.ignore'),
    ]),
  }),
  emailVerification: (language: Language, p: { name: string; code: string }): Rendered => ({
    subject: translate(language, 'email.verification.subject'),
    text: letter(language, p.name, [translate(language, 'email.verification.body', p)]),
  }),
} as const;

export type EmailTemplateName = keyof typeof emailTemplates;
export type EmailTemplateParams<T extends EmailTemplateName> = Parameters<(typeof emailTemplates)[T]>[1];
