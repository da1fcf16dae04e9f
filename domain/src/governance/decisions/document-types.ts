/**
 * The documents a project can hold and its decisions are written into (seed 002, section 3: document types).
 * They live with the decisions because a freetext decision's matter type is chosen per document.
 */
export const documentTypes = [
  'notice_board_meeting',
  'board_meeting',
  'notice_general_meeting',
  'general_meeting',
  'subscription_form',
  'articlesofassociation',
  'custom_document',
] as const;
export type DocumentType = (typeof documentTypes)[number];

/** The notice and minutes of a board meeting. */
export const boardMeetingDocumentTypes = ['notice_board_meeting', 'board_meeting'] as const satisfies readonly DocumentType[];
/** The notice and minutes of a general meeting. */
export const generalMeetingDocumentTypes = ['notice_general_meeting', 'general_meeting'] as const satisfies readonly DocumentType[];

export const isBoardMeetingDocument = (type: DocumentType): boolean => (boardMeetingDocumentTypes as readonly DocumentType[]).includes(type);
export const isGeneralMeetingDocument = (type: DocumentType): boolean => (generalMeetingDocumentTypes as readonly DocumentType[]).includes(type);

/**
 * The custom documents a project can add (seed 002, section 7: board statement for contribution in kind, board
 * statement for debt conversion, set-off declaration; the seed shows no identifiers, these are ours).
 */
export const customDocumentTypes = ['boardStatementContributionInKind', 'boardStatementDebtConversion', 'setOffDeclaration'] as const;
export type CustomDocumentType = (typeof customDocumentTypes)[number];

/** The languages a document's texts are written in (seed 002, section 9: default Norwegian). */
export const documentLanguages = ['no', 'sv', 'en'] as const;
export type DocumentLanguage = (typeof documentLanguages)[number];

/** A document in one language or two side by side. */
export const documentLanguageChoices = ['no', 'sv', 'en', 'no/en', 'sv/en'] as const;
export type DocumentLanguageChoice = (typeof documentLanguageChoices)[number];
export const defaultDocumentLanguage: DocumentLanguageChoice = 'no';

/** The document's languages: `no/en` is Norwegian and English side by side. */
export const documentLanguagesOf = (choice: DocumentLanguageChoice): DocumentLanguage[] => choice.split('/') as DocumentLanguage[];

/** The interface language whose catalogue holds a document language's texts. */
export const interfaceLanguageOf = { no: 'nb', sv: 'sv', en: 'en' } as const satisfies Record<DocumentLanguage, 'nb' | 'sv' | 'en'>;
