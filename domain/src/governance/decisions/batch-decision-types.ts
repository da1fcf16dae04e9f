import type { DecisionType } from './decision-catalogue';

/**
 * The decisions a batch project may hold (seed 002, section 9): approve annual account, approve auditor remuneration,
 * auditor, freetext and election of company board, in the catalogue's order.
 */
export const batchDecisionTypes = ['approveAnnualAccount', 'approveAuditorRemuneration', 'electionOfCompanyBoard', 'auditor', 'freetext'] as const satisfies readonly DecisionType[];

export const isBatchDecisionType = (type: DecisionType): boolean => (batchDecisionTypes as readonly DecisionType[]).includes(type);
