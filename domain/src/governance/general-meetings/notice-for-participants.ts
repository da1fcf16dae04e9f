import type { EntityManager } from '@mikro-orm/core';
import { PassThrough } from 'node:stream';
import type { Language } from '../../kernel/i18n/languages';
import type { Company } from '../../platform/companies/company.entity';
import { queueEmail } from '../../platform/email/queue-email';
import type { RegisterFile } from '../../register/export/export-register';
import { meetingStartText } from '../board-meetings/meeting-times';
import { issueRecipientToken } from '../meeting-documents/notice-link';
import type { NoticeRecipient } from '../meeting-documents/notice-recipient.entity';
import type { NoticeSending } from '../meeting-documents/notice-sending.entity';
import type { Project } from '../projects/project.entity';
import type { GeneralMeeting } from './general-meeting.entity';

/** A generated file's bytes, to attach to an email. */
export const fileBytes = async (file: RegisterFile): Promise<Uint8Array> => {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  await file.write(stream);
  if (!stream.writableEnded) stream.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
};

/**
 * Emails an extra participant of a general meeting (an auditor, an adviser: no shares, no vote) the notice as a PDF
 * attached. Their recipient row still gets a token, unused, so resending and the delivery state work as for holders.
 */
export const emailNoticeToParticipant = ({
  em,
  recipient,
  sending,
  project,
  meeting,
  company,
  pdf,
}: {
  em: EntityManager;
  recipient: NoticeRecipient;
  sending: NoticeSending;
  project: Project;
  meeting: Pick<GeneralMeeting, 'meetingDate' | 'startTime'>;
  company: Company;
  pdf: { name: string; content: Uint8Array };
}) => {
  issueRecipientToken(recipient);
  recipient.outboxEmail = queueEmail({
    em,
    company,
    to: recipient.email,
    language: recipient.language as Language,
    template: 'generalMeetingNoticeForParticipant',
    params: { name: recipient.name, companyName: company.name, meetingTitle: project.name, meetingStart: meetingStartText(recipient.language as Language, meeting.meetingDate, meeting.startTime), message: sending.message },
    attachment: pdf,
  });
};
