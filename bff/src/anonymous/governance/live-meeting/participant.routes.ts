import {
  findShareholderParticipation,
  mandatesOfNoticeToken,
  mandatesOfPoaRecipientToken,
  registerAttendance,
  resetAttendance,
  resetVotes,
  shareholdersOfNotices,
  type LiveMeetingContext,
  type MeetingActor,
} from '@andel/domain/server';
import { DomainError, liveMeetingEvents, ZRegisterAttendanceSchema, ZResetAttendanceSchema, ZResetVoteSchema, ZVoteSchema } from '@andel/domain/shared';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../../shared/app-env';
import { linkGuessLimit } from '../../../shared/rate-limit';
import { newRouter, type BffDeps } from '../../../shared/router';
import { validate } from '../../../shared/validate';

const projectParam = z.object({ projectId: z.uuid() });
type Participant = { noticeId?: string; powerOfAttorneyRecipientId?: string };

/**
 * A shareholder's or proxy's attendance and votes (seed 002, section 7): token-scoped, the body's `noticeId` (or
 * `powerOfAttorneyRecipientId`) being the personal link's token, and each entry's `noticeId` the notice of a shareholder
 * acted for. Answers the participation of everyone the caller acts for, after the commit.
 */
export const liveMeetingParticipantRoutes = ({ live }: BffDeps) => {
  const actorOf = async (c: Context<AppEnv>, projectId: string, participant: Participant) => {
    const context = await live.contextFor(c.var.em, projectId);
    const mandates = participant.noticeId
      ? await mandatesOfNoticeToken(c.var.em, context.project, participant.noticeId)
      : participant.powerOfAttorneyRecipientId
        ? await mandatesOfPoaRecipientToken(c.var.em, context.project, participant.powerOfAttorneyRecipientId)
        : null;
    if (!mandates) throw new DomainError('liveMeeting.noRight');
    return { context, actor: { kind: 'participant', user: c.var.user ?? null, mandates } satisfies MeetingActor };
  };
  const participationOf = (c: Context<AppEnv>, context: LiveMeetingContext, actor: Extract<MeetingActor, { kind: 'participant' }>) =>
    findShareholderParticipation(c.var.em, context.project, context.agenda, actor.mandates.map((mandate) => mandate.shareholderId));
  const answer = async (c: Context<AppEnv>, context: LiveMeetingContext, actor: Extract<MeetingActor, { kind: 'participant' }>, event: (typeof liveMeetingEvents)[keyof typeof liveMeetingEvents]) => {
    live.changed(context.project.id, event);
    return c.json(await participationOf(c, context, actor));
  };
  return newRouter()
    .use('/general-meeting/:projectId/*', linkGuessLimit({ name: 'ip.general-meeting.projectId', windowMs: 60_000, max: 600 }))
    .post('/general-meeting/:projectId/register-attendance', validate('param', projectParam), validate('json', ZRegisterAttendanceSchema), async (c) => {
      const input = c.req.valid('json');
      const { context, actor } = await actorOf(c, c.req.valid('param').projectId, input);
      const holders = await shareholdersOfNotices(c.var.em, context.project, input.participationList.map((entry) => entry.noticeId));
      const register = await live.registerOf(c.var.em, context);
      const entries = input.participationList.map((entry) => ({ shareholderId: holders.get(entry.noticeId)!, isPresent: entry.isPresent }));
      await registerAttendance({ em: c.var.em, actor, company: context.company, project: context.project, register, entries });
      return answer(c, context, actor, liveMeetingEvents.participation);
    })
    .post('/general-meeting/:projectId/reset-attendance', validate('param', projectParam), validate('json', ZResetAttendanceSchema), async (c) => {
      const input = c.req.valid('json');
      const { context, actor } = await actorOf(c, c.req.valid('param').projectId, input);
      const holders = await shareholdersOfNotices(c.var.em, context.project, input.noticeIdList);
      await resetAttendance({ em: c.var.em, actor, company: context.company, project: context.project, shareholderIds: [...holders.values()] });
      return answer(c, context, actor, liveMeetingEvents.participation);
    })
    .post('/general-meeting/:projectId/vote', validate('param', projectParam), validate('json', ZVoteSchema), async (c) => {
      const input = c.req.valid('json');
      const { context, actor } = await actorOf(c, c.req.valid('param').projectId, input);
      const holders = await shareholdersOfNotices(c.var.em, context.project, input.voteList.map((entry) => entry.noticeId));
      const votes = input.voteList.map(({ noticeId, ...vote }) => ({ ...vote, shareholderId: holders.get(noticeId)! }));
      await live.castVotes(context.project.id, actor, votes);
      return c.json(await participationOf(c, context, actor));
    })
    .post('/general-meeting/:projectId/reset-vote', validate('param', projectParam), validate('json', ZResetVoteSchema), async (c) => {
      const input = c.req.valid('json');
      const { context, actor } = await actorOf(c, c.req.valid('param').projectId, input);
      const holders = await shareholdersOfNotices(c.var.em, context.project, input.resetVoteList.map((entry) => entry.noticeId));
      const resets = input.resetVoteList.map(({ noticeId, voteType, decisionId }) => ({ shareholderId: holders.get(noticeId)!, voteType, decisionId }));
      await resetVotes({ em: c.var.em, actor, company: context.company, project: context.project, agenda: context.agenda, resets });
      return answer(c, context, actor, liveMeetingEvents.voted);
    });
};
