/**
 * A shared document as its view link shows it (seed 002, "Document for preview": documentId, orgNo, name; the bytes
 * come from the content call). `previewable` says whether the page can show it (PDF, image) or offers a download,
 * `extension` names the type it cannot show.
 */
export type SharedDocumentView = {
  documentId: string;
  orgNo: string;
  companyName: string;
  name: string;
  contentType: string;
  extension: string;
  previewable: boolean;
  recipientName: string;
};
