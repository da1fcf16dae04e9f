import { createCompany, grantCompanyAccess, registerUser, type Company, type User } from '@andel/domain/server';
import type { GrantedAccessType } from '@andel/domain/shared';
import type { MikroORM } from '@mikro-orm/postgresql';

export const testPassword = 'Correct-horse-9';

/** A user with a password, optionally with access to companies. */
/** A user who has accepted the terms and, unless `emailVerified: false`, proven the email address. */
export const createTestUser = async (orm: MikroORM, email: string, { emailVerified = true, ...options }: { superAdmin?: boolean; emailVerified?: boolean } = {}): Promise<User> => {
  const em = orm.em.fork();
  return em.transactional(async (tx) => {
    const user = await registerUser({ em: tx, email, name: 'Test Person', password: testPassword, language: 'nb', acceptedTerms: true, ...options });
    user.emailVerified = emailVerified;
    return user;
  });
};

export const createTestCompany = (orm: MikroORM, organisationNumber: string, name = `Company ${organisationNumber}`): Promise<Company> =>
  createCompany({ em: orm.em.fork(), actor: null, organisationNumber, name });

export const grantTestAccess = async (
  orm: MikroORM,
  user: User,
  company: Company,
  accessType: GrantedAccessType,
  extra: { shareholderId?: string; customRoleId?: string } = {},
) => {
  const em = orm.em.fork();
  return grantCompanyAccess({ em, actor: null, user: em.merge(user), company: em.merge(company), grant: { accessType, ...extra } });
};
