/**
 * Seed 001 ("Shareholder contribution and commitment"): Swedish companies keep shareholder contributions
 * (`/shareholderContribution`), Norwegian ones commitments (`/shareholder-commitment`). Both books have the same
 * shape and the same three entry types; the type in a page's path is lowercase.
 */
export const contributionBooks = ['CONTRIBUTIONS', 'COMMITMENTS'] as const;
export type ContributionBook = (typeof contributionBooks)[number];

export const contributionTypes = ['COMMITMENT', 'CONTRIBUTION', 'DISTRIBUTION'] as const;
export type ContributionType = (typeof contributionTypes)[number];

/** The path segment of a type (`contributions/new/{contributionType}`): commitment, contribution, distribution. */
export const contributionTypeOfPath = (segment: string): ContributionType | null => {
  const type = segment.toUpperCase();
  return (contributionTypes as readonly string[]).includes(type) ? (type as ContributionType) : null;
};

/** The pages' folder under /company/{orgNo}/shareholders/ for each book. */
export const contributionBookPath: Record<ContributionBook, 'contributions' | 'commitments'> = { CONTRIBUTIONS: 'contributions', COMMITMENTS: 'commitments' };

/** Amounts and recallable amounts: numeric(20, 2), as the holders' loan amounts. */
export const contributionAmountColumn = { precision: 20, scale: 2 } as const;

/**
 * Which book a company keeps, if any (seed: menus): contributions for Swedish companies, commitments for Norwegian
 * ones once the commitments toggle is on.
 */
export const contributionBookOf = (company: { country: string; commitmentsEnabled: boolean }): ContributionBook | null => {
  if (company.country === 'SE') return 'CONTRIBUTIONS';
  if (company.country === 'NO' && company.commitmentsEnabled) return 'COMMITMENTS';
  return null;
};
