import { z } from 'zod';
import { languages } from '../../kernel/i18n/languages';
import { ZLocalDateSchema } from '../../kernel/validation/local-date';
import { isCleanText, textSchema } from '../../kernel/validation/text';

export const articleTitleMaxLength = 300;
export const articleTextMaxLength = 20_000;
export const maxParagraphs = 300;

const ZParagraphSchema = z.number({ error: 'required' }).int('required').min(1, 'articles.unknownParagraph').max(maxParagraphs, 'articles.unknownParagraph');
const ZLanguageSchema = z.enum(languages);

/** One paragraph in one language (seed: jsondata entries with paragraph, language, name, text). */
export const ZArticleEntrySchema = z.object({
  paragraph: ZParagraphSchema,
  language: ZLanguageSchema,
  name: textSchema(articleTitleMaxLength, { singleLine: true }),
  text: textSchema(articleTextMaxLength),
});
export type TArticleEntry = z.infer<typeof ZArticleEntrySchema>;

/** A prefix or suffix keeps its spaces: "§ " puts one between the sign and the number. */
const ZAffixSchema = z.string().max(20, 'maxStringLength').refine((value) => isCleanText(value, { singleLine: true }), 'invalidCharacters');

/** The paragraph heading's format: "§ 1" is prefix "§ " and no suffix. */
export const ZParagraphFormatSchema = z.object({ prefix: ZAffixSchema.default('§ '), suffix: ZAffixSchema.default('') });

const required = (ctx: z.RefinementCtx, path: (string | number)[], message = 'required') => ctx.addIssue({ code: 'custom', path, message });

/**
 * `PUT /articlesofassociation/{orgNo}`: a version saved whole (seed: languages, paragraphFormat, jsondata). Without
 * `id` a new version from `date`; with one, the latest version or an imported draft. Every paragraph has a title
 * and a text in every language of the document (`required` at `paragraphs.{n}.{language}.name|text`), the
 * paragraphs run 1, 2, 3 … (`articles.unknownParagraph`), and a marked share capital paragraph is one of them.
 */
export const ZArticlesSaveSchema = z
  .object({
    id: z.uuid().optional(),
    date: ZLocalDateSchema,
    languages: z.array(ZLanguageSchema).min(1, 'required').max(2),
    paragraphFormat: ZParagraphFormatSchema,
    jsondata: z.array(ZArticleEntrySchema).max(maxParagraphs * 2),
    shareCapitalParagraph: ZParagraphSchema.nullable().default(null),
  })
  .superRefine((input, ctx) => {
    if (new Set(input.languages).size !== input.languages.length) required(ctx, ['languages'], 'articles.duplicateLanguage');
    const paragraphs = [...new Set(input.jsondata.map((entry) => entry.paragraph))].sort((a, b) => a - b);
    if (paragraphs.length === 0) required(ctx, ['jsondata']);
    paragraphs.forEach((paragraph, index) => {
      if (paragraph !== index + 1) required(ctx, ['paragraphs', paragraph], 'articles.unknownParagraph');
      for (const language of input.languages) {
        const entries = input.jsondata.filter((entry) => entry.paragraph === paragraph && entry.language === language);
        if (entries.length > 1) required(ctx, ['paragraphs', paragraph, language], 'articles.duplicateParagraph');
        if (!entries[0]?.name) required(ctx, ['paragraphs', paragraph, language, 'name']);
        if (!entries[0]?.text) required(ctx, ['paragraphs', paragraph, language, 'text']);
      }
    });
    if (input.jsondata.some((entry) => !input.languages.includes(entry.language))) required(ctx, ['languages'], 'articles.languageNotInDocument');
    if (input.shareCapitalParagraph !== null && !paragraphs.includes(input.shareCapitalParagraph)) required(ctx, ['shareCapitalParagraph'], 'articles.unknownParagraph');
  });
export type TArticlesSave = z.infer<typeof ZArticlesSaveSchema>;

const ZArticleTextsSchema = z.array(z.object({ language: ZLanguageSchema, text: textSchema(articleTextMaxLength) })).max(languages.length).default([]);

/**
 * A change action on the latest version (seed 001 section 4: AddArticle, EditArticle, RemoveArticle with paragraph
 * and the titles and texts after). An edit must change something (`articles.emptyChange`); an added article's
 * title and text in each document language are checked against the version (`articles.titleMissing`, `articles.textMissing`).
 */
export const ZArticleChangeSchema = z
  .object({
    versionId: z.uuid('required'),
    action: z.enum(['AddArticle', 'EditArticle', 'RemoveArticle'], { error: 'required' }),
    paragraph: ZParagraphSchema,
    titlesAfter: ZArticleTextsSchema,
    textsAfter: ZArticleTextsSchema,
  })
  .superRefine((change, ctx) => {
    const given = [...change.titlesAfter, ...change.textsAfter].some((entry) => entry.text !== '');
    if (change.action === 'EditArticle' && !given) required(ctx, ['textsAfter'], 'articles.emptyChange');
    if (change.action === 'AddArticle' && change.textsAfter.every((entry) => entry.text === '')) required(ctx, ['textsAfter']);
  });
export type TArticleChange = z.infer<typeof ZArticleChangeSchema>;

/** `POST /articlesofassociation/{orgNo}/date {date}`: the articles in force on a day. */
export const ZArticlesDateSchema = z.object({ date: ZLocalDateSchema });

/** An import's date: the day the imported articles apply from (`?date=`, for a pasted text and an uploaded file alike). */
export const ZArticlesImportQuerySchema = z.object({ date: ZLocalDateSchema });

/** Pasted text of today's articles, to be split into paragraphs. */
export const ZArticlesImportTextSchema = z.object({ text: textSchema(200_000, { required: true }) });

/** `GET /articlesofassociation/{orgNo}/download?date&lang`: without a date the articles in force today, without a language the version's first. */
export const ZArticlesDownloadQuerySchema = z.object({ date: ZLocalDateSchema.optional(), lang: ZLanguageSchema.optional() });

export const ZArticlesIdParamSchema = z.object({ orgNo: z.string(), id: z.uuid() });
export const ZArticleChangeParamSchema = z.object({ orgNo: z.string(), versionId: z.uuid(), changeId: z.uuid() });
