/** Codes the assistant answers with: the seed's two, and a too-long text and a company where it is off (see docs/decisions/platform/assistant.md). */
export const assistantErrorCodes = ['ai.error.minimumLength', 'ai.notAvailable', 'ai.error.tooLong', 'ai.turnedOff'] as const;
