/** Codes the signing engine refuses with (seed keys where the seed names one). */
export const signingErrorCodes = [
  'documents.empty-signer-list',
  'signing.notPdf',
  'signing.notSendable',
  'signing.requestNotFound',
  'signing.linkInvalid',
  'signing.alreadySigned',
  'signing.requestCancelled',
  'signing.wrongMethod',
  'signing.methodNotAvailable',
  'signing.codeInvalid',
  'signing.codeExpired',
  'signing.codeLocked',
  'signing.handwritingRequired',
  'signing.identityMismatch',
  'signing.batchNotFound',
  'signing.notSealedYet',
] as const;
