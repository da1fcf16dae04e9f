import { localDateTimeText } from '../board-meetings/meeting-times';
import type { EntityManager } from '@mikro-orm/core';
import type { Language } from '../../kernel/i18n/languages';
import { hashToken, newToken } from '../../platform/auth/secrets';
import type { Company } from '../../platform/companies/company.entity';
import { queueEmail } from '../../platform/email/queue-email';
import type { NoticeRecipient } from './notice-recipient.entity';
import type { NoticeSending } from './notice-sending.entity';

/** The review page of one reviewer: `/board-minutes-review/{meetingEmailId}` (seed 002, section 2). */
export const reviewLink = (appUrl: string, token: string) => `${appUrl}/board-minutes-review/${token}`;

/**
 * Gives a reviewer a fresh personal token (only its hash is kept) and queues the review email in the reviewer's
 * language, in the caller's transaction.
 */
export const emailReviewLink = ({
  em,
  recipient,
  sending,
  company,
  meetingTitle,
  senderName,
  subject,
  appUrl,
}: {
  em: EntityManager;
  recipient: NoticeRecipient;
  sending: NoticeSending;
  company: Company;
  meetingTitle: string;
  senderName: string;
  subject: string;
  appUrl: string;
}): string => {
  const token = newToken();
  recipient.tokenHash = hashToken(token);
  recipient.outboxEmail = queueEmail({
    em,
    company,
    to: recipient.email,
    language: recipient.language as Language,
    template: 'boardMinutesReview',
    params: {
      name: recipient.name,
      senderName,
      companyName: company.name,
      meetingTitle,
      subject,
      message: sending.message,
      link: reviewLink(appUrl, token),
      mode: sending.reviewMode ?? 'commenting',
      deadline: sending.feedbackDeadline ? localDateTimeText(recipient.language as Language, sending.feedbackDeadline) : '',
    },
  });
  return token;
};
