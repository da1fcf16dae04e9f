import type { z } from 'zod';
import type { RichTextDocument } from '../../platform/texts/rich-text.schemas';
import type { DecisionType } from '../decisions/decision-catalogue';
import { documentLanguages, type DocumentLanguage } from '../decisions/document-types';
import type { TMatterText } from '../decisions/decision.schemas';
import {
  approveAnnualAccountDocument,
  approveAuditorRemunerationDocument,
  approveCompanyBoardRemunerationDocument,
  approveNominationCommitteeRemunerationDocument,
  electNominationCommitteeDocument,
} from './annual-meeting-documents';
import { articleDocuments } from './article-documents';
import { acquireOwnSharesPowerOfAttorneyDocument, convertibleLoanPowerOfAttorneyDocument, increaseShareCapitalPowerOfAttorneyDocument } from './authorisation-documents';
import { auditorDocument, companyNameDocument, noAuditorDocument } from './company-documents';
import type { DecidingBody, DecisionDocument, DecisionFieldSpec } from './decision-document';
import type { DecisionEffect } from './decision-effects';
import { dividendDocument, dividendPowerOfAttorneyDocument, groupContributionDocument } from './dividend-documents';
import { figuresFor } from './resolution-blocks';
import type { ResolutionContext } from './resolution-context';
import {
  assignsNewCompanyBoardDocument,
  boardAssignsSignatureDocument,
  electionOfCompanyBoardDocument,
  employmentOfManagingDirectorDocument,
  procuraDocument,
} from './role-documents';
import {
  capitalIncreaseThroughBonusIssueDocument,
  conversionOfSharesDocument,
  reductionOfShareCapitalDocument,
  reverseSplitShareDocument,
  splitShareDocument,
} from './share-capital-documents';

/**
 * Every decision type drafted as a document. A freetext matter is the user's own text; the increase of share capital
 * has its own room and form (register/capital-increase).
 */
const decisionDocuments: Partial<Record<DecisionType, DecisionDocument>> = {
  approveAnnualAccount: approveAnnualAccountDocument,
  approveAuditorRemuneration: approveAuditorRemunerationDocument,
  approveCompanyBoardRemuneration: approveCompanyBoardRemunerationDocument,
  approveNominationCommitteeRemuneration: approveNominationCommitteeRemunerationDocument,
  electionOfCompanyBoard: electionOfCompanyBoardDocument,
  electNominationCommittee: electNominationCommitteeDocument,
  dividend: dividendDocument,
  companyName: companyNameDocument,
  auditor: auditorDocument,
  noAuditor: noAuditorDocument,
  groupContributionByGeneralMeeting: groupContributionDocument,
  assignsNewCompanyBoard: assignsNewCompanyBoardDocument,
  employmentOfManagingDirector: employmentOfManagingDirectorDocument,
  procura: procuraDocument,
  boardAssignsSignature: boardAssignsSignatureDocument,
  capitalIncreaseThroughBonusIssue: capitalIncreaseThroughBonusIssueDocument,
  reductionOfShareCapital: reductionOfShareCapitalDocument,
  splitShare: splitShareDocument,
  reverseSplitShare: reverseSplitShareDocument,
  conversionOfShares: conversionOfSharesDocument,
  ...articleDocuments,
  increaseShareCapitalPowerOfAttorney: increaseShareCapitalPowerOfAttorneyDocument,
  acquireOwnSharesPowerOfAttorney: acquireOwnSharesPowerOfAttorneyDocument,
  convertibleLoanPowerOfAttorney: convertibleLoanPowerOfAttorneyDocument,
  dividendPowerOfAttorney: dividendPowerOfAttorneyDocument,
};

/** Whether the type is drafted from fields (all but freetext and the increase of share capital). */
export const hasDecisionDocument = (type: DecisionType): boolean => type in decisionDocuments;

/** The zod schema of the fields a type's resolution needs, shared by the editor's form and the server; null for a type without one. */
export const decisionFieldsSchemaOf = (type: DecisionType): z.ZodType | null => decisionDocuments[type]?.fields ?? null;

/** The form the editor draws for the type's fields. */
export const decisionFieldFormOf = (type: DecisionType): readonly DecisionFieldSpec[] => decisionDocuments[type]?.form ?? [];

/** The fields a new decision of the type starts with, from the company (the board in office, each share class, last year). */
export const defaultDecisionFields = (type: DecisionType, context: ResolutionContext): Record<string, unknown> | null => decisionDocuments[type]?.defaults(context) ?? null;

/** Who decides: the general meeting unless the law gives the decision to the board (the CEO, procura, signature). */
export const decidingBodyOf = (type: DecisionType): DecidingBody => decisionDocuments[type]?.body ?? 'GENERAL_MEETING';

export type FieldProblem = { field: string; code: string; params?: Record<string, unknown> };

/** The share classes fields name (a class per amount, a conversion's two) must be the company's. */
const unknownShareClasses = (fields: unknown, context: ResolutionContext, path: (string | number)[] = []): FieldProblem[] => {
  if (Array.isArray(fields)) return fields.flatMap((item, index) => unknownShareClasses(item, context, [...path, index]));
  if (typeof fields !== 'object' || fields === null) return [];
  return Object.entries(fields).flatMap(([key, value]) =>
    /ShareClassId$|^shareClassId$/.test(key) && typeof value === 'string'
      ? context.classes.some(({ id }) => id === value)
        ? []
        : [{ field: [...path, key].join('.'), code: 'decisionDocuments.unknownShareClass' }]
      : unknownShareClasses(value, context, [...path, key]),
  );
};

/** A type's fields checked: by its schema, then against the company (its share classes). */
export const parseDecisionFields = (type: DecisionType, input: unknown, context: ResolutionContext): { fields: Record<string, unknown>; problems: [] } | { fields: null; problems: FieldProblem[] } => {
  const document = decisionDocuments[type];
  if (!document) return { fields: null, problems: [{ field: 'fields', code: 'decisionDocuments.noFields' }] };
  const parsed = document.fields.safeParse(input);
  if (!parsed.success)
    return {
      fields: null,
      problems: parsed.error.issues.map((issue) => ({ field: ['fields', ...issue.path].join('.'), code: issue.message, ...('params' in issue && issue.params ? { params: issue.params as Record<string, unknown> } : {}) })),
    };
  const unknown = unknownShareClasses(parsed.data, context);
  if (unknown.length) return { fields: null, problems: unknown.map((problem) => ({ ...problem, field: `fields.${problem.field}` })) };
  return { fields: parsed.data as Record<string, unknown>, problems: [] };
};

/**
 * The default resolution of a decision in one document language, filled with the fields (missing ones as "[●]") and
 * the company's figures as of the meeting date; null for a type without a document.
 */
export const buildResolutionText = (type: DecisionType, fields: Record<string, unknown>, context: ResolutionContext, language: DocumentLanguage): RichTextDocument | null => {
  const document = decisionDocuments[type];
  if (!document) return null;
  return { type: 'doc', content: document.text[language](fields, figuresFor(language, context), context) };
};

/** The resolution in each document language, as stored matter texts (the editor's document JSON), editable afterwards. */
export const resolutionMatterTexts = (type: DecisionType, fields: Record<string, unknown>, context: ResolutionContext, languages: readonly DocumentLanguage[] = documentLanguages): TMatterText[] =>
  languages.flatMap((language) => {
    const text = buildResolutionText(type, fields, context, language);
    return text ? [{ language, text: JSON.stringify(text) }] : [];
  });

/** The change the decision causes when applied, from its (valid) fields; null when it changes neither register nor company. */
export const decisionEffectOf = (type: DecisionType, fields: Record<string, unknown>): DecisionEffect | null => decisionDocuments[type]?.effect(fields) ?? null;
