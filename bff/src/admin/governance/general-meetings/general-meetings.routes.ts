import { getGeneralMeeting, previewNoticeAndAttachments, getPowerOfAttorney, noticeForShareholdersUrl, previewShareholderNotice, listCompanyPowersOfAttorney, listMeetingPowersOfAttorney, registerPowerOfAttorney, revokeRegisteredPowerOfAttorney, updateGeneralMeeting } from '@andel/domain/server';
import { powerOfAttorneyTabs, ZGeneralMeetingUpdateSchema, ZPowerOfAttorneySchema, type GeneralMeetingNoticeMeeting, type GeneralMeetingView, type PowerOfAttorneyView } from '@andel/domain/shared';
import { z } from 'zod';
import { requireCompanyAccess } from '../../../shared/authorize';
import { companyOf, orgNoInPath } from '../../../shared/company-locator';
import { newRouter, type BffDeps } from '../../../shared/router';
import { sendFile } from '../../../shared/send-file';
import { validate } from '../../../shared/validate';
import { meetingEdit, meetingView } from '../policies';

const ofProject = companyOf('project', 'projectId', 'param');
const ofDocument = companyOf('projectDocument', 'documentId', 'param');
const projectParam = z.object({ projectId: z.uuid() });
// The giver's id (the seed's {shareholderId}) under another name: a `:shareholderId` path is one a holder acts on for themself.
const giverParam = projectParam.extend({ giverShareholderId: z.uuid() });

/**
 * The admin's general meeting (seed 002, sections 2, 3 and 7): its settings and agenda (general-meeting-preview and
 * the project editor), the powers of attorney of a meeting and of the company, and the admin's registration and
 * revocation of a shareholder's power (admin-poa), the admin's preview of the web notice and its download, and the
 * admin's copy of each holder's notice link. The notice is sent and resent through the meeting documents' calls.
 */
export const generalMeetingRoutes = ({ config, emailQueued }: BffDeps) =>
  newRouter()
    .get('/project/:projectId/general-meeting', requireCompanyAccess(meetingView, ofProject), validate('param', projectParam), async (c) =>
      c.json((await getGeneralMeeting({ em: c.var.em, company: c.var.companyAccess.company, projectId: c.req.valid('param').projectId, language: c.var.user.language })) satisfies GeneralMeetingView),
    )
    .put('/project/:projectId/general-meeting', requireCompanyAccess(meetingEdit, ofProject), validate('param', projectParam), validate('json', ZGeneralMeetingUpdateSchema), async (c) =>
      c.json(await updateGeneralMeeting({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, projectId: c.req.valid('param').projectId, input: c.req.valid('json'), language: c.var.user.language })),
    )
    .get('/project/:projectId/preview-meeting/SHAREHOLDER', requireCompanyAccess(meetingView, ofProject), validate('param', projectParam), async (c) =>
      c.json((await previewShareholderNotice({ em: c.var.em, company: c.var.companyAccess.company, projectId: c.req.valid('param').projectId })) satisfies GeneralMeetingNoticeMeeting),
    )
    .get('/shareholder-view/preview-meeting/download-notice-and-attachments/:documentId', requireCompanyAccess(meetingView, ofDocument), validate('param', z.object({ documentId: z.uuid() })), async (c) =>
      sendFile(c, await previewNoticeAndAttachments({ em: c.var.em, company: c.var.companyAccess.company, documentId: c.req.valid('param').documentId })),
    )
    .get('/project/:projectId/noticeForShareholdersUrl', requireCompanyAccess(meetingView, ofProject), validate('param', projectParam), async (c) =>
      c.json(await noticeForShareholdersUrl({ em: c.var.em, company: c.var.companyAccess.company, projectId: c.req.valid('param').projectId, appUrl: config.appUrl })),
    )
    .get('/project/:projectId/powerOfAttorneys', requireCompanyAccess(meetingView, ofProject), validate('param', projectParam), async (c) =>
      c.json(await listMeetingPowersOfAttorney({ em: c.var.em, company: c.var.companyAccess.company, projectId: c.req.valid('param').projectId })),
    )
    .post('/general-meeting/:projectId/admin-poa/:giverShareholderId', requireCompanyAccess(meetingEdit, ofProject), validate('param', giverParam), validate('json', ZPowerOfAttorneySchema), async (c) => {
      const { projectId, giverShareholderId: shareholderId } = c.req.valid('param');
      const power = await registerPowerOfAttorney({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, projectId, shareholderId, input: c.req.valid('json'), appUrl: config.appUrl });
      emailQueued();
      return c.json(power satisfies PowerOfAttorneyView);
    })
    .delete('/general-meeting/:projectId/admin-poa/:giverShareholderId', requireCompanyAccess(meetingEdit, ofProject), validate('param', giverParam), async (c) => {
      const { projectId, giverShareholderId: shareholderId } = c.req.valid('param');
      return c.json(await revokeRegisteredPowerOfAttorney({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, projectId, shareholderId }));
    })
    .get('/company/:orgNo/powers-of-attorney', requireCompanyAccess(meetingView, orgNoInPath), validate('query', z.object({ tab: z.enum(powerOfAttorneyTabs).default('active') })), async (c) =>
      c.json(await listCompanyPowersOfAttorney({ em: c.var.em, company: c.var.companyAccess.company, tab: c.req.valid('query').tab })),
    )
    .get('/company/:orgNo/powers-of-attorney/:powerOfAttorneyId', requireCompanyAccess(meetingView, orgNoInPath), validate('param', z.object({ orgNo: z.string(), powerOfAttorneyId: z.uuid() })), async (c) =>
      c.json(await getPowerOfAttorney({ em: c.var.em, company: c.var.companyAccess.company, powerOfAttorneyId: c.req.valid('param').powerOfAttorneyId })),
    );
