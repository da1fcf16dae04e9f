import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import type { Language } from '../../kernel/i18n/languages';
import { queueEmail } from '../../platform/email/queue-email';
import { meetingPeriod } from '../board-meetings/meeting-times';
import { meetingTitle } from '../meeting-documents/notice-link';
import { NoticeRecipient } from '../meeting-documents/notice-recipient.entity';
import { findOpenVotings } from '../matter-follow-up/open-voting';
import { DeadlineReminder } from './deadline-reminder.entity';
import { dueReminders, type ReminderCandidate } from './reminder-selection';

/**
 * The scheduled job's step (seed 002: reminder before the deadline): for every board meeting with open voting, the
 * board members who got the notice and still owe a vote are reminded once, within the lead time before voting
 * closes, in their language, through the outbox. The reminder's row (unique per recipient and deadline) is written
 * with its email in one transaction, so two server processes never send one twice. Returns how many were queued.
 */
export const sendDueReminders = async ({ em, appUrl, now = new Date() }: { em: EntityManager; appUrl: string; now?: Date }): Promise<number> => {
  const votings = await findOpenVotings({ em, now });
  const candidates: (ReminderCandidate & { voting: (typeof votings)[number]; recipient: (typeof votings)[number]['voters'][number]['recipient'] })[] = votings.flatMap((voting) =>
    voting.voters.map(({ recipient, missing }) => ({
      recipientId: recipient.id,
      deadline: meetingPeriod(voting.meeting.meetingDate, voting.meeting.startTime, voting.meeting.endTime).meetingEndDate,
      missing,
      voting,
      recipient,
    })),
  );
  if (!candidates.length) return 0;
  const sent = await em.find(DeadlineReminder, { recipient: { $in: candidates.map(({ recipient }) => recipient) } });
  const reminded = new Set(sent.map((reminder) => `${reminder.recipient.id}:${reminder.deadline}`));
  const due = new Set(dueReminders({ candidates, now, reminded }).map(({ recipientId }) => recipientId));
  let queued = 0;
  for (const { recipient, deadline, missing, voting } of candidates.filter(({ recipientId }) => due.has(recipientId))) {
    const { project } = voting.sending.document;
    try {
      await em.fork().transactional(async (tx) => {
        const outboxEmail = queueEmail({
          em: tx,
          to: recipient.email,
          language: recipient.language as Language,
          template: 'boardMeetingReminder',
          params: {
            name: recipient.name,
            companyName: project.company.name,
            meetingTitle: meetingTitle(project, voting.meeting),
            deadline: deadline.replace('T', ' '),
            missing,
            portalLink: `${appUrl}/board-member/${project.company.organisationNumber}/meetings/${project.id}/board-meeting`,
          },
        });
        tx.create(DeadlineReminder, { recipient: tx.getReference(NoticeRecipient, recipient.id), deadline, outboxEmail });
      });
      queued += 1;
    } catch (error) {
      // Another server process reminded them first: the unique reminder row is theirs, and so is the email.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
    }
  }
  return queued;
};
