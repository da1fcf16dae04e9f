import { requestInnsyn } from '@andel/domain/server';
import { ZInnsynRequestSchema } from '@andel/domain/shared';
import { z } from 'zod';
import { rateLimit } from '../../../shared/rate-limit';
import { newRouter } from '../../../shared/router';
import { validate } from '../../../shared/validate';

/** The anonymous request for a copy of a company's register (aksjeloven § 4-5): anyone, rate-limited per address. */
export const innsynRequestRoutes = () =>
  newRouter()
    .use('/innsyn/*', rateLimit({ name: 'ip.innsyn', windowMs: 15 * 60_000, max: 20 }))
    .post('/innsyn/:orgNo', validate('param', z.object({ orgNo: z.string().regex(/^\d{9}$/, 'invalidOrganisationNumber') })), validate('json', ZInnsynRequestSchema), async (c) =>
      c.json(await requestInnsyn({ em: c.var.em, organisationNumber: c.req.valid('param').orgNo, input: c.req.valid('json') }), 201),
    );
