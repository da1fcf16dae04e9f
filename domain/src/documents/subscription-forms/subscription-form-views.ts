import type { Language } from '../../kernel/i18n/languages';
import type { SigningMethod } from '../sealing/signing-methods';
import type { SigningRequestStatus } from '../signing/signing-constants';
import type { OfferedShares } from './subscription-offer';

/** `GET /sign/subscription-form-details/{id}`: the seed's Subscription (form), with the form's document and company. */
export type SubscriptionFormDetailsView = {
  documentId: string;
  orgNo: string;
  companyName: string;
  currency: string;
  language: Language;
  shareholder: string;
  signerName: string;
  isShareIssue: boolean;
  isPreferentialRights: boolean;
  isOversubscriptionAvailable: boolean;
  subscriptionPeriod: { from: string; to: string; hasStarted: boolean; hasEnded: boolean };
  deadline: string | null;
  subscriber: { name: string; organisationNumber: string | null };
  /** Per class offered, the shares entered so far (null: not yet). */
  shares: (OfferedShares & { numberOfShares: string | null })[];
  isFilledIn: boolean;
  signingMethod: SigningMethod;
  signerStatus: { isSigned: boolean; signingTime: string | null };
};

/** `GET /sign/check-subscription-signing-status/{id}`: whether this signer has signed, and where the form's request stands. */
export type SubscriptionSigningStatusView = { isSigned: boolean; signingTime: string | null; isFilledIn: boolean; documentSigningStatus: SigningRequestStatus };

/** One subscriber's line of `GET /document/check-subscription-status/{documentId}/{orgNo}`. */
export type SubscriberSubscriptionStatus = {
  formId: string;
  name: string;
  isFilledIn: boolean;
  /** Every signer of the form has signed. */
  isSigned: boolean;
  signedAt: string | null;
  shares: { sharetypeId: string; sharetypeCode: string; availableShares: string; numberOfShares: string | null }[];
  signers: { name: string; email: string; isSigned: boolean; signedAt: string | null }[];
};

/** `GET /document/check-subscription-status/{documentId}/{orgNo}` (seed: subscription status, subscriptions with a name); the document is the decision's forms. */
export type SubscriptionStatusView = { documentId: string; subscriptions: SubscriberSubscriptionStatus[] };

/** The batch preview of the send dialog: per subscriber the electronic form's content and who signs. */
export type SubscriptionFormPreviewView = {
  language: Language;
  forms: { subscriberId: string; name: string; signers: { name: string; email: string }[]; isOversubscriptionAvailable: boolean; period: { from: string; to: string }; deadline: string | null; shares: OfferedShares[] }[];
};
