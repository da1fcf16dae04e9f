import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import { Shareholder } from '../../register/shareholders/shareholder.entity';
import { assertVoteFollowsInstruction } from '../powers-of-attorney/voting-instructions';
import type { Project } from '../projects/project.entity';
import type { MeetingRegister } from '../voting/meeting-register';
import type { VoteType, VoteValue } from '../voting/voting-constants';
import { itemIdOf } from './live-meeting-constants';
import { lockLiveMeeting } from './lock-live-meeting';
import { mandateFor, type MeetingActor } from './mandates';
import { requireAgendaItem, stepStatusOf, type MeetingAgenda } from './meeting-agenda';
import { MeetingParticipation } from './meeting-participation.entity';
import { holdsShares } from './meeting-register-of';
import { MeetingVote } from './meeting-vote.entity';

export type VoteCast = { shareholderId: string; voteId: string; voteType: VoteType; vote: VoteValue; decisionId?: string | null };

/**
 * `vote` and `admin-vote`: each vote for, against or blank on an agenda item, in one transaction, acknowledged only
 * once it has committed (the caller answers after this resolves). Idempotent per vote id: a vote replayed with its id
 * finds its row and is acknowledged again (`replayed`), writing nothing; the id reused for another vote is
 * `liveMeeting.voteIdReused`. Refused, with nothing written: an item not on this meeting's agenda
 * (`liveMeeting.unknownItem`), a step not open for a shareholder or proxy, or closed for an admin
 * (`liveMeeting.stepClosed`), a shareholder outside the actor's mandates (`liveMeeting.noRight`), not present with
 * shares (`voting.notRepresented`), excluded from the item (`voting.excludedFromItem`), already voting on it
 * (`voting.duplicateVote`), and a proxy's vote against the giver's instruction (`powersOfAttorney.voteAgainstInstruction`).
 */
export const castVotes = ({
  em,
  actor,
  company,
  project,
  agenda,
  register,
  votes,
}: {
  em: EntityManager;
  actor: MeetingActor;
  company: Company;
  project: Project;
  agenda: MeetingAgenda;
  register: MeetingRegister;
  votes: readonly VoteCast[];
}) =>
  em.transactional(async (tx) => {
    const live = await lockLiveMeeting(tx, project, 'share');
    const acks: { voteId: string; replayed: boolean }[] = [];
    for (const cast of votes) {
      const itemId = requireAgendaItem(agenda, itemIdOf(cast.voteType, cast.decisionId));
      const mandate = mandateFor(actor, cast.shareholderId);
      const step = live ? stepStatusOf(live, itemId) : null;
      const open = actor.kind === 'admin' ? step !== 'FINISHED' : live?.status === 'STARTED' && step === 'STARTED';
      const replay = await tx.findOne(MeetingVote, { id: cast.voteId });
      if (replay) {
        const same = replay.project.id === project.id && replay.shareholder.id === cast.shareholderId && replay.itemId === itemId && replay.vote === cast.vote;
        if (!same) throw new DomainError('liveMeeting.voteIdReused', { voteId: cast.voteId });
        acks.push({ voteId: cast.voteId, replayed: true });
        continue;
      }
      if (!open) throw new DomainError('liveMeeting.stepClosed', { itemId });
      if (agenda.ruleOf(itemId).excludedShareholderIds.includes(cast.shareholderId)) throw new DomainError('voting.excludedFromItem', { shareholderId: cast.shareholderId });
      const present = await tx.findOne(MeetingParticipation, { project, shareholder: cast.shareholderId, isPresent: true });
      if (!present || !holdsShares(register, cast.shareholderId)) throw new DomainError('voting.notRepresented', { shareholderId: cast.shareholderId });
      if (await tx.findOne(MeetingVote, { project, itemId, shareholder: cast.shareholderId })) throw new DomainError('voting.duplicateVote', { shareholderId: cast.shareholderId });
      if (mandate.instructions) assertVoteFollowsInstruction({ instructions: mandate.instructions, itemId, values: [cast.vote] });
      tx.create(MeetingVote, {
        id: cast.voteId,
        project,
        shareholder: tx.getReference(Shareholder, cast.shareholderId),
        itemId,
        voteType: cast.voteType,
        vote: cast.vote,
        castBy: actor.kind === 'admin' ? actor.user : null,
        castByRecipientId: mandate.recipient?.id ?? null,
      });
      recordAuditEvent({
        em: tx,
        type: 'liveMeeting.voted',
        actor: actor.user,
        company,
        before: null,
        after: { projectId: project.id, shareholderId: cast.shareholderId, voteId: cast.voteId, itemId, voteType: cast.voteType, vote: cast.vote, castByRecipientId: mandate.recipient?.id ?? null },
      });
      acks.push({ voteId: cast.voteId, replayed: false });
    }
    await tx.flush();
    return acks;
  });
