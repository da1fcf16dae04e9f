import type { DecisionEffectKind } from '../decision-documents/decision-effects';

/** What an apply wrote, for the "Applied" link: a log entry, company roles, an articles version, the company's name. */
export type AppliedWrite =
  | { kind: 'TRANSACTION'; entryId: string; transactionType: string }
  | { kind: 'COMPANY_ROLES'; createdRoleIds: string[]; removedRoleIds: string[] }
  | { kind: 'ARTICLES'; versionId: string; paragraph: number }
  | { kind: 'COMPANY_NAME'; before: string; after: string };

/** What an apply will write, in words: a message key `decisionApply.summary.<kind>` and its parameters (raw figures and dates the client formats). */
export type ApplySummary = {
  kind: DecisionEffectKind;
  params: Record<string, string | number>;
  /** A dividend's amount per share of each class, the class named in each document language, for the client to write as money. */
  amountsPerClass?: { names: { no: string; sv: string; en: string }; amountPerShare: string; currency: string }[];
};

/** `GET …/apply`: whether the decision can be applied, what it would write, and what an earlier apply wrote. */
export type DecisionApplyView = {
  decisionId: string;
  adopted: boolean;
  summary: ApplySummary | null;
  /** Why it cannot be applied as the register stands (a message key), when adopted and not yet applied. */
  refusal: { code: string; params?: Record<string, unknown> } | null;
  application: { appliedAt: string; written: AppliedWrite } | null;
};
