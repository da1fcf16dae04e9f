import { ArchiveEntry, boardMessageRecipients, Message, MessageAttachment, MessageRecipient, MessageThread, shareholderMessageRecipients, type Company, type MessageRecipientCandidate, type User } from '@andel/domain/server';
import type { EntityManager } from '@mikro-orm/core';

const daysBefore = (now: Date, days: number, hour: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - days, hour - 1));

const recipientRows = (em: EntityManager, thread: MessageThread, candidates: MessageRecipientCandidate[], readAt: (candidate: MessageRecipientCandidate) => Date | null) =>
  candidates.map((candidate, position) =>
    em.create(MessageRecipient, {
      thread,
      position,
      companyRole: candidate.kind === 'COMPANY_ROLE' ? candidate.id : null,
      shareholderId: candidate.kind === 'SHAREHOLDER' ? candidate.id : null,
      name: candidate.name,
      email: candidate.email,
      language: candidate.language,
      readAt: readAt(candidate),
    }),
  );

/**
 * Messages of Nordlys Teknologi AS, written as if sent earlier (the demo sends no emails): a thread to the board that
 * the chair has read and answered, waiting unread for the admin, and a thread to every shareholder that the demo
 * holder has not opened yet, so both portals show an unread count. The board thread's first message carries a board
 * archive file (when the archive is seeded).
 */
export const seedDemoMessaging = async ({ em, admin, company, now = new Date() }: { em: EntityManager; admin: User; company: Company; now?: Date }) => {
  const [sent, replied] = [daysBefore(now, 3, 9), daysBefore(now, 2, 14)];
  const board = em.create(MessageThread, {
    company,
    audience: 'BOARD',
    subject: 'Møteplan for styret 2027',
    createdBy: admin,
    createdByName: admin.name,
    createdAt: sent,
    lastMessageAt: replied,
    lastCompanyMessageAt: sent,
    lastReplyAt: replied,
  });
  const [chair] = recipientRows(em, board, await boardMessageRecipients(em, company), () => replied);
  const proposal = em.create(Message, { thread: board, author: admin, authorName: admin.name, body: 'Hei styret,\n\nhar dere innspill til møteplanen for 2027 før vi sender den ut? Forslaget er første mandag i hver måned.', createdAt: sent });
  const boardFile = await em.findOne(ArchiveEntry, { company, section: 'board-archive', isFolder: false, state: 'CREATED' }, { populate: ['file'], orderBy: { name: 'asc' } });
  if (boardFile?.file) em.create(MessageAttachment, { message: proposal, position: 0, file: boardFile.file, archiveEntry: boardFile, name: boardFile.name });
  em.create(Message, { thread: board, fromRecipient: chair, authorName: chair!.name, body: 'Ser bra ut. Kan vi flytte juli-møtet til august?', createdAt: replied });

  const announced = daysBefore(now, 1, 10);
  const holders = em.create(MessageThread, {
    company,
    audience: 'SHAREHOLDERS',
    subject: 'Generalforsamling i 2027',
    createdBy: admin,
    createdByName: admin.name,
    createdAt: announced,
    lastMessageAt: announced,
    lastCompanyMessageAt: announced,
    companyReadAt: announced,
  });
  recipientRows(em, holders, await shareholderMessageRecipients(em, company), () => null);
  em.create(Message, { thread: holders, author: admin, authorName: admin.name, body: 'Ordinær generalforsamling holdes i mai. Innkalling kommer senest tre uker før.', createdAt: announced });
  await em.flush();
};
