import type { DecisionCategory, DecisionType } from './decision-catalogue';
import type { DecisionCatalogueCategory } from './decision-gating';
import type { DocumentType } from './document-types';
import type { CustomizedFreetextTypePerDocument, FreetextType } from './matter-types';
import type { TLocalizedTitle, TMatterText } from './decision.schemas';

/** A decision of a project as the BFF answers it. */
export type DecisionView = {
  decisionId: string;
  decisionType: DecisionType;
  categories: DecisionCategory[];
  position: number;
  localizedTitles: TLocalizedTitle[];
  matterTexts: TMatterText[];
  /** The fields its resolution is drafted from (decision-documents), null for a freetext matter. */
  fields: Record<string, unknown> | null;
  requiresGeneralMeeting: boolean;
  freetextTypeForAllDocuments: FreetextType;
  customizedFreetextTypePerDocument: CustomizedFreetextTypePerDocument[];
  /** The matter types the editor offers now (customized only where the documents allow it). */
  freetextTypeOptions: FreetextType[];
  /** The documents a customized matter is chosen for. */
  customizableDocuments: DocumentType[];
};

/** `GET /projects/{orgNo}/decision-catalogue`. */
export type DecisionCatalogueView = {
  decisionToolAvailable: boolean;
  categories: DecisionCatalogueCategory[];
};
