import type { EntityManager } from '@mikro-orm/core';
import type { CompanyAccessContext, Session, User } from '@andel/domain/server';

/** What middleware puts on the Hono context for handlers. */
export type AppEnv = {
  Variables: {
    requestId: string;
    em: EntityManager;
    sessionToken: string | null;
    session: Session | null;
    user: User;
    companyAccess: CompanyAccessContext;
  };
};
