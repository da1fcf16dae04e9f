/** Codes the archive answers with (the seed's keys where it names one: 002 sections 5 and 8). */
export const archiveErrorCodes = [
  'archive.notFound',
  'archive.readonly',
  'archive.invalidAccess',
  'archive.validation.invalid-characters',
  'archive.validation.not-unique-name',
  'archive.move.into-itself',
  'archive.delete.signing-in-progress',
] as const;
