import { newRouter, type BffDeps } from '../shared/router';
import { invitationRoutes } from './platform/invitations/invitations.routes';
import { sealingRoutes } from './documents/sealing/sealing.routes';
import { boardMemberViewRoutes } from './governance/board-member-view/board-member-view.routes';
import { liveMeetingParticipantRoutes } from './governance/live-meeting/participant.routes';

/**
 * Backend of the anonymous pages (notices, minutes reviews, signing, invitations). Their links carry
 * unguessable tokens; each route resolves its token in a domain function and is rate-limited per address.
 * The routes arrive with the features that own them (invitations, notices, signing).
 */
export const anonymousBff = (deps: BffDeps) => newRouter().route('/', invitationRoutes(deps)).route('/', boardMemberViewRoutes()).route('/', sealingRoutes(deps)).route('/', liveMeetingParticipantRoutes(deps));
