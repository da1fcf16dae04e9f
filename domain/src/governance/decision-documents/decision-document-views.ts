import type { MajorityType } from '../decisions/decision-majority';
import type { TMatterText } from '../decisions/decision.schemas';
import type { DecidingBody, DecisionFieldSpec } from './decision-document';
import type { DecisionEffect } from './decision-effects';
import type { ResolutionShareClass } from './resolution-context';

/** `GET /project/{projectId}/decisions/{decisionId}/document`: what the editor's fields form needs. */
export type DecisionDocumentView = {
  hasDocument: boolean;
  body: DecidingBody;
  majority: MajorityType;
  /** The section of the company's act that sets the majority. */
  majoritySource: string;
  form: readonly DecisionFieldSpec[];
  /** The stored fields, or the type's defaults from the company. */
  fields: Record<string, unknown> | null;
  classes: Pick<ResolutionShareClass, 'id' | 'names'>[];
  /** The change the stored fields cause when applied, if they are complete. */
  effect: DecisionEffect | null;
};

/** `POST /project/{projectId}/decisions/{decisionId}/draft`: the resolution in every document language, and what it will change. */
export type DecisionDraftView = { matterTexts: TMatterText[]; effect: DecisionEffect | null };
