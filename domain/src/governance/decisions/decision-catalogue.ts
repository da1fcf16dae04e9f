/**
 * Every decision type of the seed (002, section 3). The seed names the `changeXInArticlesOfAssociation` family
 * without its members; ours are the articles' usual clauses (docs/decisions/governance/projects.md).
 */
export const decisionTypes = [
  'approveAnnualAccount',
  'approveAuditorRemuneration',
  'approveCompanyBoardRemuneration',
  'approveNominationCommitteeRemuneration',
  'electionOfCompanyBoard',
  'electNominationCommittee',
  'dividend',
  'companyName',
  'auditor',
  'noAuditor',
  'groupContributionByGeneralMeeting',
  'assignsNewCompanyBoard',
  'employmentOfManagingDirector',
  'procura',
  'boardAssignsSignature',
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
  'dividendPowerOfAttorney',
  'freetext',
] as const;
export type DecisionType = (typeof decisionTypes)[number];

/** The catalogue's categories, in the seed's order. */
export const decisionCategories = [
  'ordinaryGeneralMeeting',
  'aboutTheCompany',
  'companyRoles',
  'companyShareCapital',
  'changesToArticles',
  'powerOfAttorneyFromGeneralMeeting',
  'other',
] as const;
export type DecisionCategory = (typeof decisionCategories)[number];

/**
 * The decision types of each category, in the order the catalogue lists them. The seed does not map types to
 * categories; this is ours. Freetext is listed under the ordinary general meeting (its "other matters") as well as
 * under other, so a company with BASIC can write free matters (docs/decisions/governance/projects.md).
 */
export const decisionCatalogue: Record<DecisionCategory, readonly DecisionType[]> = {
  ordinaryGeneralMeeting: [
    'approveAnnualAccount',
    'dividend',
    'approveAuditorRemuneration',
    'approveCompanyBoardRemuneration',
    'approveNominationCommitteeRemuneration',
    'electionOfCompanyBoard',
    'electNominationCommittee',
    'freetext',
  ],
  aboutTheCompany: ['companyName', 'auditor', 'noAuditor', 'groupContributionByGeneralMeeting'],
  companyRoles: ['assignsNewCompanyBoard', 'employmentOfManagingDirector', 'procura', 'boardAssignsSignature'],
  companyShareCapital: ['increaseOfShareCapital', 'capitalIncreaseThroughBonusIssue', 'reductionOfShareCapital', 'splitShare', 'reverseSplitShare', 'conversionOfShares'],
  changesToArticles: [
    'changeCompanyNameInArticlesOfAssociation',
    'changeRegisteredOfficeInArticlesOfAssociation',
    'changeBusinessActivityInArticlesOfAssociation',
    'changeShareCapitalInArticlesOfAssociation',
    'changeBoardInArticlesOfAssociation',
    'changeSignatureInArticlesOfAssociation',
    'changeShareTransferInArticlesOfAssociation',
  ],
  powerOfAttorneyFromGeneralMeeting: ['increaseShareCapitalPowerOfAttorney', 'acquireOwnSharesPowerOfAttorney', 'convertibleLoanPowerOfAttorney', 'dividendPowerOfAttorney'],
  other: ['freetext'],
};

/** The categories a decision type is listed under. */
export const categoriesOf = (type: DecisionType): DecisionCategory[] => decisionCategories.filter((category) => decisionCatalogue[category].includes(type));

/** The message key of a decision type's title (in the interface languages; documents copy it into their languages). */
export const decisionTypeTitleKey = (type: DecisionType) => `decisionType.${type}` as const;
