import { AuditEvent, Company, CustomRole, Project } from '@andel/domain/server';
import { modulesFor, type Feature, type FeatureAccessLevel, type SubscriptionType } from '@andel/domain/shared';
import type { TestApp } from './test-app';
import { signedInClient } from './test-client';
import { createTestCompany, createTestUser, grantTestAccess } from './test-users';

/** Two companies (A with two admins, B with one) for the governance routes' tests. */
export const governanceOrgs = { a: '928471632', b: '931754289' } as const;

export const setUpGovernanceCompanies = async (t: TestApp) => {
  const a = await createTestCompany(t.orm, governanceOrgs.a);
  const b = await createTestCompany(t.orm, governanceOrgs.b);
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'admin-a@example.no'), a, 'ADMIN');
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'other-admin-a@example.no'), a, 'ADMIN');
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'admin-b@example.no'), b, 'ADMIN');
  return { a, b };
};

/** A user of company A holding a custom role with the given feature levels. */
export const createCustomRoleUser = async (t: TestApp, company: Company, email: string, permissions: Partial<Record<Feature, FeatureAccessLevel>>) => {
  const em = t.orm.em.fork();
  const role = em.create(CustomRole, { company: em.merge(company), name: email, permissions, modules: modulesFor(permissions) });
  await em.flush();
  await grantTestAccess(t.orm, await createTestUser(t.orm, email), company, 'CUSTOM', { customRoleId: role.id });
};

export const setSubscription = async (t: TestApp, organisationNumber: string, subscriptionType: SubscriptionType) => {
  const em = t.orm.em.fork();
  await em.nativeUpdate(Company, { organisationNumber }, { subscriptionType });
};

/** How many projects and company audit events exist (sign-ins write their own): a refused call changes neither. */
export const writtenRows = async (t: TestApp) => {
  const em = t.orm.em.fork();
  return { projects: await em.count(Project, {}), auditEvents: await em.count(AuditEvent, { company: { $ne: null } }) };
};

export const as = (t: TestApp, email: string) => signedInClient(t.app, email);
