/** Codes project commands are refused with (`missingDecisions` is the seed's, section 5). */
export const projectsErrorCodes = [
  'projects.notFound',
  'missingDecisions',
  'projects.documentExists',
  'projects.documentNotFound',
  'projects.documentsLocked',
  'projects.attachmentNotFound',
  'projects.tooManyAttachments',
] as const;
