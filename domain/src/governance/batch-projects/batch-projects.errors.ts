/** Codes batch project commands are refused with. */
export const batchProjectsErrorCodes = ['batchProjects.notFound', 'batchProjects.companyNotAdministered', 'batchProjects.nothingToSend', 'batchProjects.sentFromBatch'] as const;
