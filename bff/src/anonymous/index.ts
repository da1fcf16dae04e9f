import { newRouter, type BffDeps } from '../shared/router';
import { invitationRoutes } from './platform/invitations/invitations.routes';
import { innsynRequestRoutes } from './register/innsyn/innsyn.routes';
import { sealingRoutes } from './documents/sealing/sealing.routes';
import { documentViewRoutes } from './documents/document-view/document-view.routes';
import { signRoutes } from './documents/signing/sign.routes';
import { subscriptionFormRoutes } from './documents/subscription-forms/subscription-forms.routes';
import { shareholderNoticeViewRoutes } from './governance/shareholder-notice-view/shareholder-notice-view.routes';
import { boardMemberViewRoutes } from './governance/board-member-view/board-member-view.routes';
import { liveMeetingParticipantRoutes } from './governance/live-meeting/participant.routes';

/**
 * Backend of the anonymous pages (notices, minutes reviews, signing, invitations). Their links carry
 * unguessable tokens; each route resolves its token in a domain function and is rate-limited per address.
 * The routes arrive with the features that own them (invitations, notices, signing).
 */
export const anonymousBff = (deps: BffDeps) =>
  newRouter()
    .route('/', invitationRoutes(deps))
    .route('/', boardMemberViewRoutes())
    .route('/', shareholderNoticeViewRoutes(deps))
    .route('/', sealingRoutes(deps))
    .route('/', innsynRequestRoutes())
    .route('/', documentViewRoutes(deps))
    .route('/', signRoutes(deps))
    .route('/', subscriptionFormRoutes(deps))
    .route('/', liveMeetingParticipantRoutes(deps));
