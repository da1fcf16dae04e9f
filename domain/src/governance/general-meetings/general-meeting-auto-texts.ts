import type { EntityManager } from '@mikro-orm/core';
import type { Language } from '../../kernel/i18n/languages';
import type { Company } from '../../platform/companies/company.entity';
import { autoTextVariablesOf, type AutoTextValues } from '../../platform/texts/render-rich-text';
import { richTextOf } from '../../platform/texts/stored-rich-text';
import { resolveAutoTexts } from '../../register/auto-texts/resolve-auto-texts';
import { documentLanguagesOf, interfaceLanguageOf } from '../decisions/document-types';
import type { ProjectDecision } from '../projects/project-decision.entity';
import type { DocumentLanguageChoice } from '../decisions/document-types';

/** The values of the auto-text variables in a general meeting's matter texts, in the document's first language. */
export const generalMeetingAutoTexts = async (em: EntityManager, company: Company, meeting: { documentLanguage: DocumentLanguageChoice }, decisions: readonly ProjectDecision[]): Promise<AutoTextValues> => {
  const texts = decisions.flatMap((decision) => decision.matterTexts.map(({ text }) => text));
  const language = interfaceLanguageOf[documentLanguagesOf(meeting.documentLanguage)[0]!] as Language;
  return resolveAutoTexts({ em, company, variables: texts.flatMap((text) => (text ? autoTextVariablesOf(richTextOf(text)) : [])), language });
};
