import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import { defaultDecisionFields, hasDecisionDocument, resolutionMatterTexts } from '../decision-documents/decision-documents';
import { loadResolutionContext } from '../decision-documents/load-resolution-context';
import type { ProjectDecision } from './project-decision.entity';

/**
 * Drafts each new decision's resolution from the company (its register, classes and board as of the meeting date):
 * the type's default fields, and its default text in nb, sv and en with "[●]" where a field is still to be given.
 * Decisions that already have a text, and types without a document (freetext), are left as they are.
 */
export const draftDefaultResolutions = async ({ em, company, decisions, meetingDate }: { em: EntityManager; company: Company; decisions: readonly ProjectDecision[]; meetingDate: string }): Promise<void> => {
  const blank = decisions.filter((decision) => !decision.matterTexts.length && hasDecisionDocument(decision.decisionType));
  if (!blank.length) return;
  const context = await loadResolutionContext({ em, company, meetingDate });
  for (const decision of blank) {
    const fields = defaultDecisionFields(decision.decisionType, context)!;
    decision.fields = fields;
    decision.matterTexts = resolutionMatterTexts(decision.decisionType, fields, context);
  }
};
