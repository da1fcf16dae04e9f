import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import { Shareholder } from '../../register/shareholders/shareholder.entity';
import type { Project } from '../projects/project.entity';
import type { MeetingRegister } from '../voting/meeting-register';
import { lockLiveMeeting } from './lock-live-meeting';
import { PowerOfAttorney } from '../powers-of-attorney/power-of-attorney.entity';
import { mandateFor, type MeetingActor } from './mandates';
import { mandateRecipientOf } from './participant-mandates';
import { MeetingParticipation } from './meeting-participation.entity';
import { holdsShares } from './meeting-register-of';
import { MeetingVote } from './meeting-vote.entity';

export type AttendanceEntry = { shareholderId: string; isPresent: boolean };

/**
 * `register-attendance` (a shareholder or proxy, for themselves and the shareholders of their mandates, while the
 * registration is open) and the admin's `generalMeetingParticipation` (any shareholder, any time): marks each present
 * or absent, represented by the proxy whose mandate registers it (an admin registers a holder who gave a power in force as
 * represented by its recipient). Refused: a shareholder without shares on the
 * meeting's register or outside the actor's mandates (`liveMeeting.noRight`), a registration already made
 * (`liveMeeting.alreadyRegistered`; `update` lets an admin change it), a closed registration (`liveMeeting.stepClosed`),
 * and one who has voted marked absent (`liveMeeting.hasVoted`: no counted vote loses its attendance). Nothing is written unless every entry passes.
 */
export const registerAttendance = ({
  em,
  actor,
  company,
  project,
  register,
  entries,
  update = false,
}: {
  em: EntityManager;
  actor: MeetingActor;
  company: Company;
  project: Project;
  register: MeetingRegister;
  entries: readonly AttendanceEntry[];
  update?: boolean;
}) =>
  em.transactional(async (tx) => {
    const live = await lockLiveMeeting(tx, project, 'share');
    if (actor.kind === 'participant' && (live?.status !== 'STARTED' || live.registrationStatus !== 'STARTED')) throw new DomainError('liveMeeting.stepClosed', { itemId: 'attendance' });
    const existing = await tx.find(MeetingParticipation, { project, shareholder: { $in: entries.map((entry) => entry.shareholderId) } });
    const byHolder = new Map(existing.map((row) => [row.shareholder.id, row]));
    const powers = actor.kind === 'admin' ? await tx.find(PowerOfAttorney, { generalMeeting: { project }, giver: { $in: entries.map((entry) => entry.shareholderId) }, revokedAt: null }, { populate: ['recipient'] }) : [];
    const proxyOf = new Map(powers.map((power) => [power.giver.id, mandateRecipientOf(power.recipient)]));
    const rows: MeetingParticipation[] = [];
    for (const entry of entries) {
      const mandate = mandateFor(actor, entry.shareholderId);
      const proxy = mandate.recipient ?? proxyOf.get(entry.shareholderId) ?? null;
      if (!holdsShares(register, entry.shareholderId)) throw new DomainError('liveMeeting.noRight', { shareholderId: entry.shareholderId });
      const row = byHolder.get(entry.shareholderId);
      if (row && (row.isPresent || actor.kind === 'participant') && !update) throw new DomainError('liveMeeting.alreadyRegistered', { shareholderId: entry.shareholderId });
      if (row?.isPresent && !entry.isPresent && (await tx.count(MeetingVote, { project, shareholder: entry.shareholderId })) > 0) throw new DomainError('liveMeeting.hasVoted', { shareholderId: entry.shareholderId });
      const fields = {
        isPresent: entry.isPresent,
        representedByName: proxy?.name ?? null,
        representedById: proxy?.id ?? null,
        registeredBy: actor.kind === 'admin' ? actor.user : null,
        registeredAt: new Date(),
      };
      recordAuditEvent({
        em: tx,
        type: 'liveMeeting.attendanceRegistered',
        actor: actor.user,
        company,
        before: { isPresent: row?.isPresent ?? null },
        after: { projectId: project.id, shareholderId: entry.shareholderId, isPresent: entry.isPresent, representedById: fields.representedById },
      });
      if (row) rows.push(Object.assign(row, fields));
      else rows.push(tx.create(MeetingParticipation, { project, shareholder: tx.getReference(Shareholder, entry.shareholderId), ...fields }));
    }
    await tx.flush();
    return rows;
  });
