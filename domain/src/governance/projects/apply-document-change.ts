import type { DocumentType } from '../decisions/document-types';
import { afterDocumentsChanged } from '../decisions/matter-types';
import type { ProjectDecision } from './project-decision.entity';

/** Applies the freetext rules to each freetext decision after the project's documents changed (seed 002, section 4). */
export const applyDocumentChange = (decisions: readonly ProjectDecision[], before: readonly DocumentType[], after: readonly DocumentType[]): void => {
  for (const decision of decisions) {
    if (decision.decisionType !== 'freetext') continue;
    Object.assign(decision, afterDocumentsChanged(decision, before, after));
  }
};
