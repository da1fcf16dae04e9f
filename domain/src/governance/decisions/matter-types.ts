import { isBoardMeetingDocument, isGeneralMeetingDocument, type DocumentType } from './document-types';

/** How a freetext matter is written into every document (seed 000, section 3: matter types). */
export const freetextTypes = ['INFORMATION_MATTER', 'DECISION_MATTER', 'CUSTOMIZED'] as const;
export type FreetextType = (typeof freetextTypes)[number];

/** How a customized matter is written into one document: one of the two kinds, or left out. */
export const customizedFreetextTypes = ['INFORMATION_MATTER', 'DECISION_MATTER', 'EXCLUDED'] as const;
export type CustomizedFreetextType = (typeof customizedFreetextTypes)[number];

export type CustomizedFreetextTypePerDocument = { documentType: DocumentType; customizedFreetextType: CustomizedFreetextType };

export type FreetextMatterState = {
  requiresGeneralMeeting: boolean;
  freetextTypeForAllDocuments: FreetextType;
  customizedFreetextTypePerDocument: CustomizedFreetextTypePerDocument[];
};

export const hasGeneralMeetingDocument = (documents: readonly DocumentType[]) => documents.some(isGeneralMeetingDocument);
export const hasBoardMeetingDocument = (documents: readonly DocumentType[]) => documents.some(isBoardMeetingDocument);

/**
 * The type options of a freetext decision (seed 002, section 4): information or decision matter, plus customized
 * when the project holds both a board and a general meeting document and the matter requires a general meeting.
 */
export const freetextTypeOptions = (documents: readonly DocumentType[], requiresGeneralMeeting: boolean): FreetextType[] =>
  hasBoardMeetingDocument(documents) && hasGeneralMeetingDocument(documents) && requiresGeneralMeeting
    ? ['INFORMATION_MATTER', 'DECISION_MATTER', 'CUSTOMIZED']
    : ['INFORMATION_MATTER', 'DECISION_MATTER'];

/** The documents a customized matter is chosen for: the project's board and general meeting documents. */
export const customizableDocuments = (documents: readonly DocumentType[]): DocumentType[] =>
  documents.filter((type) => isBoardMeetingDocument(type) || isGeneralMeetingDocument(type));

/** A new freetext decision requires a general meeting when the project already holds a general meeting document. */
export const newFreetextMatter = (documents: readonly DocumentType[]): FreetextMatterState => ({
  requiresGeneralMeeting: hasGeneralMeetingDocument(documents),
  freetextTypeForAllDocuments: 'DECISION_MATTER',
  customizedFreetextTypePerDocument: [],
});

/** Drops a customized choice the documents no longer offer, and choices for documents the project no longer holds. */
const keepValidType = (state: FreetextMatterState, documents: readonly DocumentType[]): FreetextMatterState => {
  if (state.freetextTypeForAllDocuments !== 'CUSTOMIZED') return { ...state, customizedFreetextTypePerDocument: [] };
  if (!freetextTypeOptions(documents, state.requiresGeneralMeeting).includes('CUSTOMIZED'))
    return { ...state, freetextTypeForAllDocuments: 'DECISION_MATTER', customizedFreetextTypePerDocument: [] };
  const kept = customizableDocuments(documents);
  return { ...state, customizedFreetextTypePerDocument: state.customizedFreetextTypePerDocument.filter(({ documentType }) => kept.includes(documentType)) };
};

/**
 * A freetext matter after the project's documents changed (seed 002, section 4): adding a general meeting document
 * where none existed sets requiresGeneralMeeting; removing the last one resets it. A customized type the documents
 * no longer offer falls back to a decision matter.
 */
export const afterDocumentsChanged = (state: FreetextMatterState, before: readonly DocumentType[], after: readonly DocumentType[]): FreetextMatterState => {
  const had = hasGeneralMeetingDocument(before);
  const has = hasGeneralMeetingDocument(after);
  const requiresGeneralMeeting = !had && has ? true : had && !has ? false : state.requiresGeneralMeeting;
  return keepValidType({ ...state, requiresGeneralMeeting }, after);
};

export type FreetextTypeProblem = { field: string; code: 'decisions.customizedNotAvailable' | 'decisions.unknownDocument' };

/**
 * Checks a chosen matter type against the project's documents: customized only where offered, and its per-document
 * choices only for the project's board and general meeting documents, each once. Returns the first problem.
 */
export const checkFreetextType = (state: FreetextMatterState, documents: readonly DocumentType[]): FreetextTypeProblem | null => {
  if (state.freetextTypeForAllDocuments !== 'CUSTOMIZED') return null;
  if (!freetextTypeOptions(documents, state.requiresGeneralMeeting).includes('CUSTOMIZED'))
    return { field: 'freetextTypeForAllDocuments', code: 'decisions.customizedNotAvailable' };
  const allowed = customizableDocuments(documents);
  const seen = new Set<DocumentType>();
  for (const [index, { documentType }] of state.customizedFreetextTypePerDocument.entries()) {
    if (!allowed.includes(documentType) || seen.has(documentType)) return { field: `customizedFreetextTypePerDocument.${index}.documentType`, code: 'decisions.unknownDocument' };
    seen.add(documentType);
  }
  return null;
};

/** How the matter is written into one document: its customized choice (a decision matter when none was made), or the type for all. */
export const matterTypeIn = (state: FreetextMatterState, documentType: DocumentType): CustomizedFreetextType => {
  if (state.freetextTypeForAllDocuments !== 'CUSTOMIZED') return state.freetextTypeForAllDocuments;
  return state.customizedFreetextTypePerDocument.find((choice) => choice.documentType === documentType)?.customizedFreetextType ?? 'DECISION_MATTER';
};
