import type { EntityManager } from '@mikro-orm/core';
import type { Language } from '../../kernel/i18n/languages';
import type { Company } from '../../platform/companies/company.entity';
import { autoTextVariablesOf, fillAutoTextVariables, isPerReaderVariable } from '../../platform/texts/render-rich-text';
import { richTextOf } from '../../platform/texts/stored-rich-text';
import { resolveAutoTexts } from './resolve-auto-texts';

/**
 * A stored rich text with its variables replaced by the company's figures from the register now (or as of each
 * variable's date), as stored JSON: for texts sent once, such as messages. The recipient's name stays a variable,
 * filled for each reader (`fillForReader`). A text without such variables is returned as is.
 */
export const fillRegisterAutoTexts = async ({ em, company, text, language }: { em: EntityManager; company: Company; text: string; language: Language }): Promise<string> => {
  const document = richTextOf(text);
  const variables = autoTextVariablesOf(document).filter((variable) => !isPerReaderVariable(variable));
  if (!variables.length) return text;
  const values = await resolveAutoTexts({ em, company, variables, language });
  return JSON.stringify(fillAutoTextVariables(document, values, (variable) => !isPerReaderVariable(variable)));
};
