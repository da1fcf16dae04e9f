import type { DeliveryState } from '../../platform/email/delivery-state';
import type { Language } from '../../kernel/i18n/languages';
import type { SigningStatus } from '../archive/archive-constants';
import type { SigningMethod } from '../sealing/signing-methods';
import type { BatchSigningMethod, SealState, SignerType, SigningRequestStatus } from './signing-constants';

/**
 * The seed's signer status, without its `signingUrl` (only the link's hash is kept: copying a link issues a new one,
 * `issueSigningLink`), with when the signer signed, the delivery state of their email and whether a wrong code locked them. */
export type SignerStatusView = {
  signedDocumentId: string;
  name: string;
  email: string;
  language: Language;
  signingMethod: SigningMethod;
  signerType: SignerType;
  isSigned: boolean;
  signedAt: string | null;
  companyName: string | null;
  deliveryState: DeliveryState;
  resentAt: string | null;
  isLocked: boolean;
};

/** `GET /document/check-signing-status/{documentId}/{orgNo}`: the seed's overall status with signed count of total. */
export type SigningStatusView = {
  documentId: string;
  requestId: string | null;
  documentSigningStatus: SigningStatus;
  requestStatus: SigningRequestStatus | null;
  signedCount: number;
  total: number;
  signerStatus: SignerStatusView[];
  /** The sealed copy's archive entry once complete. */
  sealedDocumentId: string | null;
  /** Signed by all but not sealed yet: awaiting the seal, or after failed attempts (how many). */
  sealState: SealState | null;
  sealAttempts: number;
};

/** A sent request, as the send call answers it. */
export type SigningRequestView = { id: string; title: string; status: SigningRequestStatus; sentAt: string };

/** What a signer's page shows: the document, who signs, how, and whether it can still be signed. */
export type SignerPageView = {
  signerName: string;
  documentTitle: string;
  companyName: string;
  senderName: string;
  message: string;
  signingMethod: SigningMethod;
  methodAvailable: boolean;
  isSigned: boolean;
  signedAt: string | null;
  /** Every signer has signed and the sealed copy exists: `/document/view-signed-document?ref` shows it. */
  isSealed: boolean;
};

/** One document waiting for the signed-in user (`GET /sign/documents-to-sign`). */
export type DocumentToSignView = {
  signerId: string;
  documentTitle: string;
  companyName: string;
  senderName: string;
  signingMethod: SigningMethod;
  batchMethod: BatchSigningMethod | null;
  reference: string | null;
  sentAt: string;
};

/** A batch (`GET /sign/batch/{id}`): its documents and method, and whether it is signed. */
export type SigningBatchView = { id: string; signingMethod: SigningMethod; methodAvailable: boolean; documents: DocumentToSignView[]; completed: boolean };

/** A completed signature: the documents signed. */
export type SignedAnswer = { status: 'SIGNED'; documents: { title: string; sealed: boolean }[] };

/** Who the send dialog's quick-add offers: the company's role holders and its shareholders with shares, each with an email. */
export type SignerCandidatesView = {
  companyRoles: { companyroleId: string; role: string; name: string; email: string; language: Language }[];
  shareholders: { shareholderId: string; name: string; email: string }[];
  /** Role holders without an email, whom the quick-add cannot add (it says so). */
  rolesWithoutEmail: { role: string; name: string }[];
};
