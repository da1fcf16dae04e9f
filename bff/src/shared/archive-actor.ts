import { archiveRoleFlags } from '@andel/domain/shared';
import type { ArchiveActor } from '@andel/domain/server';
import type { Context } from 'hono';
import type { AppEnv } from './app-env';

/** The archive's actor: the signed-in user, in the company, with the flags (and custom role) of the access the route let them in with. */
export const archiveActor = (c: Context<AppEnv>): ArchiveActor => ({
  user: c.var.user,
  company: c.var.companyAccess.company,
  flags: archiveRoleFlags(c.var.companyAccess.access),
  customRoleId: c.var.companyAccess.access.customRoleId ?? null,
});
