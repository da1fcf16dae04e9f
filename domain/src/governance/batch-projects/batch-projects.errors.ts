/** Codes batch project commands are refused with. */
export const batchProjectsErrorCodes = ['batchProjects.notFound', 'batchProjects.companyNotAdministered', 'batchProjects.nothingToSend'] as const;
