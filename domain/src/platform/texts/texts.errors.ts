/** Codes a rich text is refused with (seed 000 names none; see docs/decisions/platform/texts.md). */
export const textsErrorCodes = ['texts.unknownVariable', 'texts.invalidDocument', 'texts.tooLong'] as const;
