import type { EntityManager } from '@mikro-orm/core';
import { boardMemberNotice } from './board-member-notice';
import { viewerByToken, type NoticeCredentials } from './meeting-viewer';

/**
 * `GET /boardmember-view/notice-board-meeting/{meetingEmailId}` (optional basic auth): the notice a personal link
 * opens. The first opening is the recipient's viewed time.
 */
export const getBoardMemberNotice = ({ em, token, noticeDocumentId, credentials, now = new Date() }: { em: EntityManager; token: string; noticeDocumentId?: string; credentials: NoticeCredentials; now?: Date }) =>
  em.transactional(async (tx) => {
    const viewer = await viewerByToken({ em: tx, token, noticeDocumentId, credentials, now });
    if (viewer.recipient && !viewer.recipient.viewedAt) viewer.recipient.viewedAt = now;
    return boardMemberNotice(tx, viewer, token);
  });
