import type { DecisionType } from './decision-catalogue';

/** How many must agree for a general meeting's decision to pass (seed 002, section 3: majority types). */
export const majorityTypes = ['SIMPLE_MAJORITY', 'QUALIFIED', 'UNANIMOUS'] as const;
export type MajorityType = (typeof majorityTypes)[number];

/**
 * The decision types that by law need two thirds of the votes cast and of the share capital represented, as a change of
 * the articles does (aksjeloven § 5-18, aktiebolagslagen 7:42; docs/decisions/governance/voting.md): every change of the
 * articles (the name and the share capital stand in them), every change of the share capital, the board's powers to
 * raise it, to buy own shares or to take a convertible loan (aksjeloven §§ 10-14, 9-4, 11-8), and dropping the auditor
 * (aksjeloven § 7-6).
 */
const qualifiedDecisionTypes: readonly DecisionType[] = [
  'companyName',
  'noAuditor',
  'increaseOfShareCapital',
  'capitalIncreaseThroughBonusIssue',
  'reductionOfShareCapital',
  'splitShare',
  'reverseSplitShare',
  'conversionOfShares',
  'changeCompanyNameInArticlesOfAssociation',
  'changeRegisteredOfficeInArticlesOfAssociation',
  'changeBusinessActivityInArticlesOfAssociation',
  'changeShareCapitalInArticlesOfAssociation',
  'changeBoardInArticlesOfAssociation',
  'changeSignatureInArticlesOfAssociation',
  'changeShareTransferInArticlesOfAssociation',
  'increaseShareCapitalPowerOfAttorney',
  'acquireOwnSharesPowerOfAttorney',
  'convertibleLoanPowerOfAttorney',
];

/** The majority a decision type is voted on by default: two thirds where the law asks it, else a simple majority (aksjeloven § 5-17, aktiebolagslagen 7:40). */
export const defaultMajorityOf = (type: DecisionType): MajorityType => (qualifiedDecisionTypes.includes(type) ? 'QUALIFIED' : 'SIMPLE_MAJORITY');
