/** Codes the follow-up of signing requests refuses with. */
export const signingFollowUpErrorCodes = ['signing.notCancellable', 'signing.notReopenable', 'signing.sealedCopyNotReopenable', 'signing.notAwaitingSeal', 'signing.sealFailed'] as const;
