import type { z } from 'zod';
import type { RichTextBlock } from '../../platform/texts/rich-text.schemas';
import type { DocumentLanguage } from '../decisions/document-types';
import type { DecisionEffect } from './decision-effects';
import type { Figures } from './resolution-blocks';
import type { ResolutionContext } from './resolution-context';

/** Who takes the decision: the general meeting, or the board within its own powers. */
export const decidingBodies = ['GENERAL_MEETING', 'BOARD'] as const;
export type DecidingBody = (typeof decidingBodies)[number];

/**
 * A field of a decision's form, as the editor draws it: its name (the label is `decisionField.<name>`), and its kind.
 * `perClassAmount` is an amount per share class; `people` a list of names with a role; `shareClass` one of the classes.
 */
export type DecisionFieldSpec =
  | { name: string; kind: 'amount' | 'date' | 'year' | 'text' | 'longText' | 'count' | 'organisationNumber' | 'boolean' | 'perClassAmount' | 'shareClass' | 'names' }
  | { name: string; kind: 'select'; options: readonly string[] }
  | { name: string; kind: 'people'; roles: readonly string[] };

/** Fields not all given yet (a new decision, a batch drafting from defaults): the text shows "[●]" where one is missing. */
export type DraftFields<F> = { [K in keyof F]?: F[K] extends readonly (infer E)[] ? Partial<E>[] : F[K] };

export type ResolutionText<F> = (fields: DraftFields<F>, figures: Figures, context: ResolutionContext) => RichTextBlock[];

/**
 * A decision type as a document: the fields its resolution needs (one zod schema, shared by the form and the server),
 * their starting values from the company, the body that decides, the resolution in each document language, and the
 * change it causes when applied.
 */
export type DecisionDocument<S extends z.ZodType = z.ZodType> = {
  fields: S;
  form: readonly DecisionFieldSpec[];
  defaults: (context: ResolutionContext) => Record<string, unknown>;
  body: DecidingBody;
  text: Record<DocumentLanguage, ResolutionText<z.output<S>>>;
  effect: (fields: z.output<S>) => DecisionEffect | null;
};

export const defineDecisionDocument = <S extends z.ZodType>(document: DecisionDocument<S>): DecisionDocument<S> => document;
