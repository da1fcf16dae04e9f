import {
  addProjectDocument,
  createBatchProject,
  createProject,
  deleteProject,
  duplicateProject,
  getProject,
  listProjects,
  removeProjectDocument,
  renameProject,
} from '@andel/domain/server';
import { ZProjectCreateSchema, ZProjectDocumentAddSchema, ZProjectListQuerySchema, ZProjectRenameSchema, type BatchProjectCreated, type ProjectCreated } from '@andel/domain/shared';
import { z } from 'zod';
import { requireCompanyAccess } from '../../../shared/authorize';
import { companyOf, orgNoInJson } from '../../../shared/company-locator';
import { newRouter } from '../../../shared/router';
import { validate } from '../../../shared/validate';
import { projectEdit, projectView } from '../policies';

const ofProject = companyOf('project', 'id', 'param');
const projectParam = z.object({ id: z.uuid() });

/**
 * Decision projects (seed 002, sections 2, 3 and 7): the list, create, duplicate and batch (`batchCompanies`: one project
 * per company, each of which the use-case checks the user administers), rename, delete, documents.
 */
export const projectRoutes = () =>
  newRouter()
    .get('/projects/:orgNo', requireCompanyAccess(projectView), validate('query', ZProjectListQuerySchema), async (c) => {
      const { company } = c.var.companyAccess;
      return c.json(await listProjects({ em: c.var.em, company, viewer: c.var.user, tab: c.req.valid('query').tab }));
    })
    .post('/projects', requireCompanyAccess(projectEdit, orgNoInJson('orgNo')), validate('json', ZProjectCreateSchema), async (c) => {
      const { duplicateProjectId, batchCompanies, meetingDate, ...input } = c.req.valid('json');
      if (batchCompanies) {
        const { batch, entries } = await createBatchProject({ em: c.var.em, actor: c.var.user, input: { projectName: input.projectName, decisions: input.decisions, batchCompanies, meetingDate } });
        return c.json({ projectId: entries[0]!.project.id, batchProjectId: batch.id } satisfies BatchProjectCreated, 201);
      }
      const common = { em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company };
      const project = duplicateProjectId
        ? await duplicateProject({ ...common, sourceId: duplicateProjectId, projectName: input.projectName })
        : await createProject({ ...common, input });
      return c.json({ projectId: project.id } satisfies ProjectCreated, 201);
    })
    .get('/project/:id', requireCompanyAccess(projectView, ofProject), validate('param', projectParam), async (c) =>
      c.json(await getProject({ em: c.var.em, company: c.var.companyAccess.company, viewer: c.var.user, id: c.req.valid('param').id })),
    )
    .put('/project/:id', requireCompanyAccess(projectEdit, ofProject), validate('param', projectParam), validate('json', ZProjectRenameSchema), async (c) => {
      const { id } = c.req.valid('param');
      const { company } = c.var.companyAccess;
      await renameProject({ em: c.var.em, actor: c.var.user, company, id, projectName: c.req.valid('json').projectName });
      return c.json(await getProject({ em: c.var.em, company, viewer: c.var.user, id }));
    })
    .post('/project/:id/documents', requireCompanyAccess(projectEdit, ofProject), validate('param', projectParam), validate('json', ZProjectDocumentAddSchema), async (c) => {
      const { id } = c.req.valid('param');
      const { company } = c.var.companyAccess;
      await addProjectDocument({ em: c.var.em, actor: c.var.user, company, id, input: c.req.valid('json') });
      return c.json(await getProject({ em: c.var.em, company, viewer: c.var.user, id }), 201);
    })
    .delete(
      '/project/:id/documents/:documentId',
      requireCompanyAccess(projectEdit, companyOf('projectDocument', 'documentId', 'param')),
      validate('param', z.object({ id: z.uuid(), documentId: z.uuid() })),
      async (c) => {
        const { id, documentId } = c.req.valid('param');
        const { company } = c.var.companyAccess;
        await removeProjectDocument({ em: c.var.em, actor: c.var.user, company, id, documentId });
        return c.json(await getProject({ em: c.var.em, company, viewer: c.var.user, id }));
      },
    )
    .delete('/project/:id', requireCompanyAccess(projectEdit, ofProject), validate('param', projectParam), async (c) =>
      c.json(await deleteProject({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, id: c.req.valid('param').id })),
    );
