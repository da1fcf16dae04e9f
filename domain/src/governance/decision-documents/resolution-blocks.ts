import type { Language } from '../../kernel/i18n/languages';
import { formatMoney, formatMoneyExact, formatNumber, formatShares } from '../../kernel/format';
import type { AutoTextVariableType } from '../../platform/texts/auto-text-variables';
import type { RichTextBlock, RichTextInline } from '../../platform/texts/rich-text.schemas';
import { interfaceLanguageOf, type DocumentLanguage } from '../decisions/document-types';
import type { ResolutionContext } from './resolution-context';

// The pieces a resolution text is built of: paragraphs of text, figures formatted in the document's language, the
// register's own figures as auto-text variables (filled as of the meeting date when the document is made), and "[●]"
// where a field has no value yet, as lawyers mark what is still to be filled in.

export type Inline = string | RichTextInline;

/** Where a value is still to be given. */
export const blank = '[●]';

export const paragraph = (...parts: Inline[]): RichTextBlock => {
  const content = parts
    .map((part) => (typeof part === 'string' ? (part ? ({ type: 'text', text: part } as const) : null) : part))
    .filter((part): part is RichTextInline => part !== null);
  return content.length ? { type: 'paragraph', content } : { type: 'paragraph' };
};

/** A list of items; with none yet, a paragraph marking what is to be filled in. */
export const bulletList = (items: Inline[][]): RichTextBlock =>
  items.length ? { type: 'bulletList', content: items.map((parts) => ({ type: 'listItem', content: [paragraph(...parts)] })) } : paragraph(blank);

/** Formatting of a resolution's figures in one document language, and the register's figures as variables. */
export type Figures = {
  language: DocumentLanguage;
  money: (amount: string | undefined) => string;
  shares: (count: string | bigint | undefined) => string;
  count: (value: string | number | undefined) => string;
  date: (value: string | undefined) => string;
  text: (value: string | undefined) => string;
  /** A register figure as of the meeting date, filled in when the document is made. */
  register: (type: Extract<AutoTextVariableType, 'SHARE_CAPITAL' | 'TOTAL_SHARES' | 'NOMINAL_VALUE' | 'NUMBER_OF_SHAREHOLDERS'>) => RichTextInline;
  companyName: RichTextInline;
};

const given = (value: string | number | bigint | undefined | null): value is string | number | bigint => value !== undefined && value !== null && String(value).trim() !== '';

export const figuresFor = (language: DocumentLanguage, context: ResolutionContext): Figures => {
  const interfaceLanguage: Language = interfaceLanguageOf[language];
  return {
    language,
    // Whole amounts without decimals, others with two, or every decimal a per-share amount carries.
    money: (amount) => (given(amount) ? (/\.\d{3,}$/.test(amount) ? formatMoneyExact : formatMoney)(amount, interfaceLanguage, context.currency) : blank),
    shares: (count) => (given(count) ? formatShares(String(count), interfaceLanguage) : blank),
    count: (value) => (given(value) ? formatNumber(String(value), interfaceLanguage) : blank),
    // Dates are YYYY-MM-DD in every language (seed 000, section 9).
    date: (value) => (given(value) ? value : blank),
    text: (value) => (given(value) ? value.trim() : blank),
    register: (type) => ({ type: 'autoTextVariable', attrs: { variableType: type, perDate: context.meetingDate } }),
    companyName: { type: 'autoTextVariable', attrs: { variableType: 'COMPANY_NAME', perDate: null } },
  };
};

/** Names joined as a list reads in the language: "A, B og C". */
export const joinNames = (names: readonly string[], language: DocumentLanguage): string => {
  const and = { no: 'og', sv: 'och', en: 'and' }[language];
  if (names.length <= 1) return names[0] ?? blank;
  return `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)}`;
};
