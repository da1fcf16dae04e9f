import type { SigningMethod } from '../sealing/signing-methods';
import type { SigningRequestStatus } from '../signing/signing-constants';
import type { SignatureTab } from './portfolio-signatures-tabs';

/** Where a signed document comes from (seed: signingRequestSource): the decision tool's project, or an archive folder. */
export type SigningRequestSourceView =
  | { type: 'dbot'; projectId: string | null }
  | { type: 'archive'; parentTitle: string | null; parentId: string | null; folderType: string; archiveRootFolder: string; documentType: string };

/**
 * One signature item (seed 002 section 3, "Portfolio signature items"); `batchMethod` and `signerId` (ours) open the
 * batch page in single mode on a pending one (`/signing/{batchMethod}?mode=single&reference={signerId}`).
 */
export type SignatureItemView = {
  documentId: string;
  documentType: string;
  title: string;
  company: { organisationNumber: string; companyName: string };
  signingMethod: SigningMethod | null;
  sentAt: string;
  signedAt: string | null;
  requestedBy: string;
  signingStatus: SigningRequestStatus;
  reference: string | null;
  documentReference: string | null;
  signingRequestSource: SigningRequestSourceView;
  batchMethod: string | null;
  signerId: string | null;
};

/** The signature response (seed: signatures, hasAdminRole, companiesInPortfolio, portfolio, the counts); `tabs` and `defaultTab` are ours. */
export type PortfolioSignaturesView = {
  signatures: Record<SignatureTab, SignatureItemView[]>;
  hasAdminRole: boolean;
  companiesInPortfolio: number;
  portfolio: { id: string; name: string } | null;
  otherPendingDocumentsCount: number;
  signDocumentCount: number;
  companyInfoCount: number;
  followUpShareholdersCount: number;
  tabs: SignatureTab[];
  defaultTab: SignatureTab;
};
