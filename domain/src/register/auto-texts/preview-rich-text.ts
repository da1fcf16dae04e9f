import type { EntityManager } from '@mikro-orm/core';
import type { Language } from '../../kernel/i18n/languages';
import type { Company } from '../../platform/companies/company.entity';
import { autoTextVariablesOf, renderRichTextHtml } from '../../platform/texts/render-rich-text';
import { richTextOf } from '../../platform/texts/stored-rich-text';
import type { TRichTextPreview } from '../../platform/texts/texts.schemas';
import type { RichTextPreview } from '../../platform/texts/text-views';
import { resolveAutoTexts } from './resolve-auto-texts';

/** `POST /company/{orgNo}/texts/preview`: the (sanitised) text as HTML with the company's data as of each variable's date. */
export const previewRichText = async ({ em, company, input, language }: { em: EntityManager; company: Company; input: TRichTextPreview; language: Language }): Promise<RichTextPreview> => {
  const document = richTextOf(input.text);
  const values = await resolveAutoTexts({ em, company, variables: autoTextVariablesOf(document), language, recipient: { shareholderId: input.shareholderId } });
  return { html: renderRichTextHtml(document, values) };
};
