import { getBatchProject, listBatchProjects, requestBatchNotices } from '@andel/domain/server';
import { ZBatchNoticeSendSchema, type BatchProjectSummary, type BatchProjectView } from '@andel/domain/shared';
import { z } from 'zod';
import { newRouter, type BffDeps } from '../../../shared/router';
import { requireUser } from '../../../shared/session';
import { validate } from '../../../shared/validate';

const batchParam = z.object({ id: z.uuid() });

/**
 * Batch projects (issue 27; seed 002, sections 3, 4 and 6), across the companies the user administers: the list, the
 * overview, and sending each company's notice or all of them, queued for the background job. The batch itself is made
 * by `POST /projects` with `batchCompanies`. The use-cases check the user administers every company of the batch.
 */
export const batchProjectRoutes = ({ batchNoticesQueued }: BffDeps) =>
  newRouter()
    .get('/batch-projects', requireUser, async (c) => c.json((await listBatchProjects({ em: c.var.em, user: c.var.user })) satisfies BatchProjectSummary[]))
    .get('/batch-project/:id', requireUser, validate('param', batchParam), async (c) => c.json((await getBatchProject({ em: c.var.em, user: c.var.user, id: c.req.valid('param').id })) satisfies BatchProjectView))
    .post('/batch-project/:id/send-notice', requireUser, validate('param', batchParam), validate('json', ZBatchNoticeSendSchema), async (c) => {
      const result = await requestBatchNotices({ em: c.var.em, actor: c.var.user, id: c.req.valid('param').id, input: c.req.valid('json') });
      batchNoticesQueued();
      return c.json(result, 202);
    });
