/** Codes a contribution or commitment call can be refused with. */
export const contributionErrorCodes = ['contributions.notFound', 'contributions.shareholderNotFound', 'contributions.bookNotKept'] as const;
