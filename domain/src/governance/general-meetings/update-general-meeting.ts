import type { EntityManager } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { DomainError } from '../../kernel/errors/domain-error';
import type { Language } from '../../kernel/i18n/languages';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import { listCompanyRoles } from '../../platform/company-roles/find-company-roles';
import type { User } from '../../platform/users/user.entity';
import { ShareClass } from '../../register/share-classes/share-class.entity';
import { Shareholder } from '../../register/shareholders/shareholder.entity';
import { meetingEnd } from '../board-meetings/meeting-times';
import { generalMeetingAgenda, votedAgendaItemIds } from './agenda';
import { ensureGeneralMeeting, findGeneralMeetingProject } from './general-meeting-data';
import type { TGeneralMeetingUpdate } from './general-meeting.schemas';
import { getGeneralMeeting, settingsOf } from './get-general-meeting';
import { requireMeetingNotHeld } from './meeting-held';

/**
 * `PUT /project/{projectId}/general-meeting`: saves the settings (a simplified meeting has no co-signer). The chair and
 * co-signers named by company role must be the company's roles (`generalMeetings.unknownCompanyRole`); the agenda
 * rules name decisions voted on (`generalMeetings.unknownAgendaItem`), the company's share classes
 * (`generalMeetings.unknownShareClass`) and shareholders (`generalMeetings.unknownShareholder`). A meeting held keeps
 * its date and times (`generalMeetings.meetingEnded`). One transaction, audited.
 */
export const updateGeneralMeeting = async ({
  em,
  actor,
  company,
  projectId,
  input,
  language,
  now = new Date(),
}: {
  em: EntityManager;
  actor: User;
  company: Company;
  projectId: string;
  input: TGeneralMeetingUpdate;
  language?: Language;
  now?: Date;
}) => {
  await em.transactional(async (tx) => {
    const found = await findGeneralMeetingProject(tx, company, projectId);
    const roleIds = new Set((await listCompanyRoles(tx, company)).map(({ id }) => id));
    const signers = [input.meetingChair, input.coSigner, ...input.additionalCoSigners];
    if (signers.some((signer) => signer?.companyroleId && !roleIds.has(signer.companyroleId))) throw new DomainError('generalMeetings.unknownCompanyRole');
    const votedItems = new Set(votedAgendaItemIds(generalMeetingAgenda(found.decisions)));
    const rules = Object.entries(input.agendaItemRules);
    if (rules.some(([decisionId]) => !votedItems.has(decisionId))) throw new DomainError('generalMeetings.unknownAgendaItem');
    const classIds = [...new Set(rules.flatMap(([, rule]) => rule.classVotes))];
    if (classIds.length && (await tx.count(ShareClass, { company, id: { $in: classIds } })) !== classIds.length) throw new DomainError('generalMeetings.unknownShareClass');
    const holderIds = [...new Set(rules.flatMap(([, rule]) => rule.excludedShareholderIds))];
    if (holderIds.length && (await tx.count(Shareholder, { company, id: { $in: holderIds } })) !== holderIds.length) throw new DomainError('generalMeetings.unknownShareholder');

    const times = { meetingDate: input.meetingDate, startTime: input.startTime, ...meetingEnd(input.meetingDate, input.startTime, input.endTime) };
    const saved = found.meeting;
    if (saved && (Object.keys(times) as (keyof typeof times)[]).some((field) => saved[field] !== times[field])) await requireMeetingNotHeld(tx, saved, now);
    const meeting = await ensureGeneralMeeting(tx, company, found, now);
    const before = found.meeting ? settingsOf(found.meeting) : null;
    tx.assign(meeting, {
      ...input,
      ...times,
      inlineAddressValue: input.meetingPlace === 'inlineAddress' ? (input.inlineAddressValue ?? null) : null,
      meetingLink: input.meetingLink || null,
      extraParticipants: input.extraParticipants.map(({ id, name, email }) => ({ id: id ?? randomUUID(), name, email })),
    });
    found.project.updatedAt = now;
    recordAuditEvent({ em: tx, type: 'generalMeeting.updated', actor, company, before, after: { projectId, ...settingsOf(meeting) } });
  });
  return getGeneralMeeting({ em, company, projectId, language, now });
};
