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

/** The section of each country's act that sets a majority (the general meeting's; the board decides by § 6-25 / 8 kap. 21 §). */
const majoritySections = {
  NO: { SIMPLE_MAJORITY: 'aksjeloven § 5-17', QUALIFIED: 'aksjeloven § 5-18', UNANIMOUS: 'aksjeloven § 5-21', BOARD: 'aksjeloven § 6-25' },
  SE: { SIMPLE_MAJORITY: 'aktiebolagslagen 7 kap. 40 §', QUALIFIED: 'aktiebolagslagen 7 kap. 42 §', UNANIMOUS: 'aktiebolagslagen 7 kap. 43–45 §§', BOARD: 'aktiebolagslagen 8 kap. 21 §' },
} as const;

/**
 * The majority a decision needs by law in a Norwegian or Swedish company, and the section that sets it: the general
 * meeting's default majority of the type (the same in both acts for the catalogue's types: see `defaultMajorityOf`),
 * or, for a decision the board takes, a majority of the board's votes.
 */
export const majorityByLaw = ({ type, country, body }: { type: DecisionType; country: 'NO' | 'SE'; body: 'GENERAL_MEETING' | 'BOARD' }): { majority: MajorityType; source: string } => {
  if (body === 'BOARD') return { majority: 'SIMPLE_MAJORITY', source: majoritySections[country].BOARD };
  const majority = defaultMajorityOf(type);
  return { majority, source: majoritySections[country][majority] };
};
