// What the invitation calls answer, shared by the domain that builds it and the apps that show it.
import type { GrantedAccessType } from '../access/access-types';
import type { Language } from '../../kernel/i18n/languages';
import type { InvitationRequestState, InvitationType, RequestAccessType } from './invitation-constants';

/** `GET /invitation/{id}/{token}` and `/batch-invitation/{batchId}/{token}`: who invited whom to which companies, and whether the link can still be used. */
export type InvitationView = {
  type: InvitationType;
  email: string;
  language: Language;
  inviterName: string | null;
  personalNoteText: string | null;
  companies: { organisationNumber: string; name: string }[];
  status: 'PENDING' | 'USED' | 'EXPIRED';
  userExists: boolean;
  signedInAsInvitee: boolean;
};

/** An access an accepted invitation granted. */
export type GrantedCompanyAccess = { organisationNumber: string; accessType: GrantedAccessType; shareholderId: string | null; customRoleId: string | null };

/** `POST /invitation/{id}/{token}/accept`: the accesses granted, so the page can open the company. */
export type AcceptedInvitation = { granted: GrantedCompanyAccess[] };

/**
 * A row of a company's users tab (`GET /company-settings/{orgNo}/users`): an access held, or an administrator
 * invitation still open (`pending`). `id` is what `DELETE /company-settings/{orgNo}/admin-access/{id}` removes;
 * `externalId` is the user (or invitation).
 */
export type CompanyUser = {
  id: string;
  externalId: string;
  name: string | null;
  email: string;
  accessType: GrantedAccessType;
  shareholderId: string | null;
  customRoleId: string | null;
  customRoleName: string | null;
  pending: boolean;
};

/** `GET /invitation/invitation-request/{id}`: who asks for what in which company. */
export type InvitationRequestView = {
  /** An admin of the company decides; the requester only reads their own request. */
  canDecide: boolean;
  id: string;
  organisationNumber: string;
  companyName: string;
  requesterName: string;
  requesterEmail: string;
  requestAccessType: RequestAccessType;
  personalNoteText: string | null;
  state: InvitationRequestState;
  createdAt: string;
};

/** `POST /invitation/invitation-request/{id}/accept` and `/reject`: the request's state after the answer. */
export type InvitationRequestDecision = { state: InvitationRequestState };

/** `POST /invitation/batch-ask-for-permission`: the batch and its requests, one a company. */
export type BatchInvitationRequestSent = { batchId: string | null; requests: { id: string; organisationNumber: string; companyName: string }[] };

/**
 * `GET /invitation/batch-invitation-request/{batchId}`: who asks for what in several companies at once. An admin
 * sees the requests of the companies they administer (each `canDecide`); the requester sees all of theirs.
 */
export type BatchInvitationRequestView = {
  batchId: string;
  requesterName: string;
  requesterEmail: string;
  requestAccessType: RequestAccessType;
  personalNoteText: string | null;
  createdAt: string;
  requests: { id: string; organisationNumber: string; companyName: string; state: InvitationRequestState; canDecide: boolean }[];
};

/** `POST /invitation/batch-invitation-request/{batchId}/accept` and `/reject`: the requests answered, with their states. */
export type BatchInvitationRequestDecision = { requests: { id: string; state: InvitationRequestState }[] };
