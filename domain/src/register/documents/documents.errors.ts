/** Asking for the contract note of any other entry. */
export const contractNoteErrorCodes = ['transactions.contractNote.notASale'] as const;
