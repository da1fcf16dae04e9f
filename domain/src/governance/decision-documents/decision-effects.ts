/**
 * What a decision changes in the register or the company when it is applied (the next issue applies it): one typed
 * descriptor per kind of change, built from the decision's fields. Decisions that change neither (approving the
 * accounts, remuneration) have none.
 */
export type DecisionEffect =
  | { kind: 'PAY_DIVIDEND'; recordDate: string; paymentDate: string; perClass: { shareClassId: string; amountPerShare: string }[] }
  | { kind: 'GROUP_CONTRIBUTION'; recipientName: string; amount: string }
  | { kind: 'SPLIT'; from: string; to: string; effectiveDate: string }
  | { kind: 'REVERSE_SPLIT'; from: string; to: string; effectiveDate: string }
  | { kind: 'BONUS_ISSUE'; amount: string; method: 'NEW_SHARES' | 'NOMINAL_VALUE' }
  | { kind: 'CAPITAL_REDUCTION'; amount: string; purpose: string; method: 'CANCEL_SHARES' | 'NOMINAL_VALUE' }
  | { kind: 'SHARE_CONVERSION'; fromShareClassId: string; toShareClassId: string; shares: string }
  | { kind: 'COMPANY_NAME'; name: string }
  | { kind: 'BOARD'; members: { name: string; role: string }[]; from: string }
  | { kind: 'NOMINATION_COMMITTEE'; members: { name: string; role: string }[] }
  | { kind: 'CEO'; name: string; from: string }
  | { kind: 'PROCURA'; holders: string[]; joint: boolean }
  | { kind: 'SIGNATURE'; holders: string[]; joint: boolean }
  | { kind: 'AUDITOR'; name: string; organisationNumber: string }
  | { kind: 'NO_AUDITOR' }
  | { kind: 'ARTICLE_CHANGE'; article: ArticleChanged; paragraph: string; wording: string }
  | {
      kind: 'BOARD_AUTHORISATION';
      authorisation: 'INCREASE_SHARE_CAPITAL' | 'ACQUIRE_OWN_SHARES' | 'CONVERTIBLE_LOAN' | 'DIVIDEND';
      maxAmount: string;
      validUntil: string;
    };

/** The articles' clauses the `changeXInArticlesOfAssociation` family changes. */
export const articlesChanged = ['companyName', 'registeredOffice', 'businessActivity', 'shareCapital', 'board', 'signature', 'shareTransfer'] as const;
export type ArticleChanged = (typeof articlesChanged)[number];

export type DecisionEffectKind = DecisionEffect['kind'];
