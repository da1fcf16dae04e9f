import { findSchedule, getMeetingCalendarFile, viewerAsAdmin } from '@andel/domain/server';
import { ZCalendarFileQuerySchema, ZScheduleQuerySchema, type Schedule } from '@andel/domain/shared';
import { z } from 'zod';
import { requireCompanyAccess } from '../../../shared/authorize';
import { companyOf } from '../../../shared/company-locator';
import { newRouter } from '../../../shared/router';
import { sendFile } from '../../../shared/send-file';
import { validate } from '../../../shared/validate';
import { meetingView } from '../policies';

/** The company's schedule for its admins (`/company/{orgNo}/schedule/{view?}/{year?}/{month?}`; seed 002, section 2), and a meeting's calendar file. */
export const adminScheduleRoutes = () =>
  newRouter()
    .get('/schedule/:orgNo', requireCompanyAccess(meetingView), validate('query', ZScheduleQuerySchema), async (c) =>
      c.json((await findSchedule({ em: c.var.em, company: c.var.companyAccess.company, audience: 'admin', query: c.req.valid('query') })) satisfies Schedule),
    )
    .get(
      '/schedule/meetings/:projectId/calendar.ics',
      requireCompanyAccess(meetingView, companyOf('project', 'projectId', 'param')),
      validate('param', z.object({ projectId: z.uuid() })),
      validate('query', ZCalendarFileQuerySchema),
      async (c) => {
        const { company } = c.var.companyAccess;
        const projectId = c.req.valid('param').projectId;
        return sendFile(c, await getMeetingCalendarFile({ em: c.var.em, language: c.req.valid('query').language, resolveViewer: (tx) => viewerAsAdmin({ em: tx, company, projectId, user: c.var.user, now: new Date() }) }));
      },
    );
