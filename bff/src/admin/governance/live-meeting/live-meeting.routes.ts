import { emailAnnouncement, findShareholderParticipation, publishMinutesIfDue, liveMeetingContext, type LiveMeetingContext, registerAttendance, resetOfVote, resetVotes, saveLiveSettings, updateLiveStatus, type LiveStatusChange } from '@andel/domain/server';
import {
  liveMeetingEvents,
  ZAdminVoteSchema,
  ZGeneralMeetingParticipationSchema,
  ZLiveSettingsSchema,
  ZLiveStatusUpdateSchema,
  textSchema,
  type LiveMeetingAdminView,
} from '@andel/domain/shared';
import type { Context } from 'hono';
import { z } from 'zod';
import { requireCompanyAccess } from '../../../shared/authorize';
import { companyOf } from '../../../shared/company-locator';
import type { AppEnv } from '../../../shared/app-env';
import { newRouter, type BffDeps } from '../../../shared/router';
import { validate } from '../../../shared/validate';
import { meetingEdit, meetingView } from '../policies';

const ofProject = companyOf('project', 'projectId', 'param');
const projectParam = z.object({ projectId: z.uuid() });
const voteParam = projectParam.extend({ voteId: z.uuid() });
const ZAnnouncementSchema = z.object({ message: textSchema(5_000, { required: true }), copyByEmail: z.boolean().default(false) });

/**
 * The admin's live general meeting (seed 002, section 7, "Projects and general meeting"): start, end, step statuses,
 * settings, announcements, admin votes and the participation the admin registers. Each change answers after its
 * commit, and the meeting's clients get the new state over socket.io.
 */
export const liveMeetingAdminRoutes = ({ live, emailQueued, fileStore }: BffDeps) => {
  const contextOf = (c: Context<AppEnv>, projectId: string) => liveMeetingContext(c.var.em, projectId, c.var.companyAccess.company);
  const admin = (c: Context<AppEnv>) => ({ kind: 'admin' as const, user: c.var.user! });
  /** Publishes the minutes when the meeting has ended with `publishMinutesPostMeeting` on, emailing the shareholders once. */
  const publishDue = async (c: Context<AppEnv>, context: LiveMeetingContext) => {
    if (await publishMinutesIfDue({ em: c.var.em, store: fileStore, actor: c.var.user!, company: context.company, project: context.project })) emailQueued();
  };
  const changeStatus = async (c: Context<AppEnv>, projectId: string, change: LiveStatusChange) => {
    const context = await contextOf(c, projectId);
    const { live: state, allResolved } = await updateLiveStatus({ em: c.var.em, actor: c.var.user!, company: context.company, project: context.project, agenda: context.agenda, change });
    live.changed(projectId, liveMeetingEvents.stepStatus);
    if (state.status === 'FINISHED') await publishDue(c, context);
    return c.json({ status: state.status, allResolved });
  };
  return newRouter()
    .get('/general-meeting/:projectId/live', requireCompanyAccess(meetingView, ofProject), validate('param', projectParam), async (c) => {
      const { projectId } = c.req.valid('param');
      await contextOf(c, projectId);
      return c.json((await live.snapshot(projectId)) satisfies LiveMeetingAdminView);
    })
    .post('/general-meeting/:projectId/start', requireCompanyAccess(meetingEdit, ofProject), validate('param', projectParam), (c) =>
      changeStatus(c, c.req.valid('param').projectId, { statusName: 'MEETING', status: 'STARTED' }),
    )
    .post('/general-meeting/:projectId/end', requireCompanyAccess(meetingEdit, ofProject), validate('param', projectParam), (c) =>
      changeStatus(c, c.req.valid('param').projectId, { statusName: 'MEETING', status: 'FINISHED' }),
    )
    .post('/general-meeting/:projectId/update-status', requireCompanyAccess(meetingEdit, ofProject), validate('param', projectParam), validate('json', ZLiveStatusUpdateSchema), (c) =>
      changeStatus(c, c.req.valid('param').projectId, c.req.valid('json')),
    )
    .post('/general-meeting/:projectId/save-settings', requireCompanyAccess(meetingEdit, ofProject), validate('param', projectParam), validate('json', ZLiveSettingsSchema), async (c) => {
      const { projectId } = c.req.valid('param');
      const context = await contextOf(c, projectId);
      const state = await saveLiveSettings({ em: c.var.em, actor: c.var.user!, company: context.company, project: context.project, input: c.req.valid('json') });
      live.changed(projectId, liveMeetingEvents.stepStatus);
      await publishDue(c, context);
      return c.json({ autoOpenSelfRegistration: state.autoOpenSelfRegistration, autoOpenVoting: state.autoOpenVoting, publishMinutesPostMeeting: state.publishMinutesPostMeeting });
    })
    .post('/general-meeting/:projectId/announcement', requireCompanyAccess(meetingEdit, ofProject), validate('param', projectParam), validate('json', ZAnnouncementSchema), async (c) => {
      const { projectId } = c.req.valid('param');
      const context = await contextOf(c, projectId);
      const { message, copyByEmail } = c.req.valid('json');
      live.announce(context.company.id, projectId, message);
      if (!copyByEmail) return c.json({ ok: true, emailed: 0 });
      const emailed = await emailAnnouncement({ em: c.var.em, actor: c.var.user!, company: context.company, project: context.project, message });
      emailQueued();
      return c.json({ ok: true, emailed });
    })
    .post('/general-meeting/:projectId/admin-vote', requireCompanyAccess(meetingEdit, ofProject), validate('param', projectParam), validate('json', ZAdminVoteSchema), async (c) => {
      const { projectId } = c.req.valid('param');
      const input = c.req.valid('json');
      const context = await live.contextFor(c.var.em, projectId, c.var.companyAccess.company);
      await live.castVotes(projectId, admin(c), [input]);
      const [participation] = await findShareholderParticipation(c.var.em, context.project, context.agenda, [input.shareholderId]);
      return c.json(participation!);
    })
    .delete('/general-meeting/:projectId/admin-vote/:voteId', requireCompanyAccess(meetingEdit, ofProject), validate('param', voteParam), async (c) => {
      const { projectId, voteId } = c.req.valid('param');
      const context = await contextOf(c, projectId);
      const reset = await resetOfVote(c.var.em, context.project, voteId);
      await resetVotes({ em: c.var.em, actor: admin(c), company: context.company, project: context.project, agenda: context.agenda, resets: [reset] });
      live.changed(projectId, liveMeetingEvents.voted);
      return c.json({ ok: true });
    })
    .post('/project/:projectId/generalMeetingParticipation', requireCompanyAccess(meetingEdit, ofProject), validate('param', projectParam), validate('json', ZGeneralMeetingParticipationSchema), async (c) => {
      const { projectId } = c.req.valid('param');
      const { createParticipation, updateParticipation } = c.req.valid('json');
      const context = await contextOf(c, projectId);
      const register = await live.registerOf(c.var.em, context);
      const rows = await c.var.em.transactional(async (tx) => {
        const write = { em: tx, actor: admin(c), company: context.company, project: context.project, register };
        return [...(await registerAttendance({ ...write, entries: createParticipation })), ...(await registerAttendance({ ...write, entries: updateParticipation, update: true }))];
      });
      live.changed(projectId, liveMeetingEvents.participation);
      return c.json(rows.map((row) => ({ participationId: row.id, shareholderId: row.shareholder.id, isPresent: row.isPresent, registeredBy: c.var.user!.name, registeredAt: row.registeredAt.toISOString() })));
    });
};
