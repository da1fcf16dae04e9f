/** Codes an innsyn call can be refused with. */
export const innsynErrorCodes = ['innsyn.notFound', 'innsyn.companyNotFound', 'innsyn.alreadySent'] as const;
