import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import type { Language } from '../../kernel/i18n/languages';
import { queueEmail } from '../../platform/email/queue-email';
import { localDateTimeText, meetingPeriod } from '../board-meetings/meeting-times';
import { meetingTitle } from '../meeting-documents/notice-link';
import { NoticeRecipient } from '../meeting-documents/notice-recipient.entity';
import { findOpenVotings } from '../matter-follow-up/open-voting';
import type { EmailOutbox } from '../../platform/email/email-outbox.entity';
import { DeadlineReminder } from './deadline-reminder.entity';
import { findGeneralMeetingReminderCandidates } from './general-meeting-reminders';
import { dueReminders, type ReminderCandidate } from './reminder-selection';

/**
 * The scheduled job's step (seed 002: reminder before the deadline): for every board meeting with open voting, the
 * board members who got the notice and still owe a vote are reminded once (and so are a general meeting's
 * shareholders who have given no power of attorney, before it starts), within the lead time before voting
 * closes, in their language, through the outbox. The reminder's row (unique per recipient and deadline) is written
 * with its email in one transaction, so two server processes never send one twice. Returns how many were queued.
 */
export const sendDueReminders = async ({ em, appUrl, now = new Date() }: { em: EntityManager; appUrl: string; now?: Date }): Promise<number> =>
  (await sendDueBoardReminders({ em, appUrl, now })) + (await sendDueGeneralMeetingReminders({ em, now }));

/** Queues a reminder with its row in one transaction; false when another process reminded them first (the unique row). */
const queueOnce = async (em: EntityManager, recipientId: string, deadline: string, queue: (tx: EntityManager) => EmailOutbox): Promise<boolean> => {
  try {
    await em.fork().transactional(async (tx) => {
      tx.create(DeadlineReminder, { recipient: tx.getReference(NoticeRecipient, recipientId), deadline, outboxEmail: queue(tx) });
    });
    return true;
  } catch (error) {
    // Another server process reminded them first: the unique reminder row is theirs, and so is the email.
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    return false;
  }
};

/** Reminders already sent for these candidates, as `recipientId:deadline`. */
const remindedOf = async (em: EntityManager, candidates: readonly ReminderCandidate[]) =>
  new Set((await em.find(DeadlineReminder, { recipient: { $in: candidates.map(({ recipientId }) => recipientId) } })).map((reminder) => `${reminder.recipient.id}:${reminder.deadline}`));

/**
 * Shareholders of a general meeting starting within the lead time who have not given a power of attorney are reminded
 * once, in the notice's language, without a new link (their personal link is the notice's; a new one would end it).
 */
const sendDueGeneralMeetingReminders = async ({ em, now }: { em: EntityManager; now: Date }): Promise<number> => {
  const candidates = await findGeneralMeetingReminderCandidates(em, now);
  if (!candidates.length) return 0;
  const due = new Set(dueReminders({ candidates, now, reminded: await remindedOf(em, candidates) }).map(({ recipientId }) => recipientId));
  let queued = 0;
  for (const { recipientId, deadline, notice } of candidates.filter(({ recipientId }) => due.has(recipientId))) {
    const recipient = notice.recipient!;
    const { project } = notice.generalMeeting;
    const sent = await queueOnce(em, recipientId, deadline, (tx) =>
      queueEmail({
        em: tx,
        to: recipient.email,
        language: recipient.language as Language,
        template: 'generalMeetingReminder',
        params: { name: recipient.name, companyName: project.company.name, meetingTitle: project.name, meetingStart: localDateTimeText(recipient.language as Language, deadline) },
      }),
    );
    if (sent) queued += 1;
  }
  return queued;
};

const sendDueBoardReminders = async ({ em, appUrl, now }: { em: EntityManager; appUrl: string; now: Date }): Promise<number> => {
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
  const due = new Set(dueReminders({ candidates, now, reminded: await remindedOf(em, candidates) }).map(({ recipientId }) => recipientId));
  let queued = 0;
  for (const { recipient, deadline, missing, voting } of candidates.filter(({ recipientId }) => due.has(recipientId))) {
    const { project } = voting.sending.document;
    const sent = await queueOnce(em, recipient.id, deadline, (tx) =>
      queueEmail({
          em: tx,
          to: recipient.email,
          language: recipient.language as Language,
          template: 'boardMeetingReminder',
          params: {
            name: recipient.name,
            companyName: project.company.name,
            meetingTitle: meetingTitle(project, voting.meeting),
            deadline: localDateTimeText(recipient.language as Language, deadline),
            missing,
            portalLink: `${appUrl}/board-member/${project.company.organisationNumber}/meetings/${project.id}/board-meeting`,
          },
        }),
    );
    if (sent) queued += 1;
  }
  return queued;
};
