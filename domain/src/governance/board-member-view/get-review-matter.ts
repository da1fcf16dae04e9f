import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { boardMemberNotice, type BoardMemberNotice } from './board-member-notice';
import { viewerByToken, type NoticeCredentials } from './meeting-viewer';

/**
 * `GET /boardmember-view/review/{meetingEmailId}/matter/{decisionId}` (seed 002, section 7): one matter of the meeting
 * a personal link opens (the matter view, which navigates back to the review page); another meeting's matter is
 * `decisions.notFound`.
 */
export const getReviewMatter = async ({ em, token, decisionId, credentials, now = new Date() }: { em: EntityManager; token: string; decisionId: string; credentials: NoticeCredentials; now?: Date }): Promise<BoardMemberNotice> => {
  const notice = await boardMemberNotice(em, await viewerByToken({ em, token, credentials, now }), token);
  const matters = notice.matters.filter(({ decision }) => decision.decisionId === decisionId);
  if (!matters.length) throw new DomainError('decisions.notFound');
  return { ...notice, matters };
};
