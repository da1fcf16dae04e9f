import { addRegisterCompanies, createCompany, grantCompanyAccess, registerUser, saveEnterpriseAccount, User, CompanyRole } from '@andel/domain/server';
import type { MikroORM } from '@mikro-orm/postgresql';
import { demoCompanies, demoEnterpriseAccount, demoShareholderId, demoUsers } from './demo-data';
import { seedDemoRegister } from './seed-demo-register';

/** Fills an empty database with the demo companies and users, through the domain's use-cases. Runs once. */
export const seedDemo = async (orm: MikroORM): Promise<boolean> => {
  const em = orm.em.fork();
  if (await em.count(User, {})) return false;
  await em.transactional(async (tx) => {
    const register = (user: (typeof demoUsers)[keyof typeof demoUsers], superAdmin = false) =>
      registerUser({ em: tx, ...user, acceptedTerms: true, superAdmin });
    const admin = await register(demoUsers.admin);
    const board = await register(demoUsers.board);
    const shareholder = await register(demoUsers.shareholder);
    const superAdmin = await register(demoUsers.superAdmin, true);
    for (const user of [admin, board, shareholder]) user.emailVerified = true;

    const companies = [];
    for (const { organisationNumber, name, subscriptionType } of demoCompanies)
      companies.push(await createCompany({ em: tx, actor: admin, organisationNumber, name, subscriptionType }));
    await addRegisterCompanies({ em: tx, companies: demoCompanies });
    const [nordlys] = companies;
    for (const company of companies) await grantCompanyAccess({ em: tx, actor: admin, user: admin, company, grant: { accessType: 'ADMIN' } });
    await grantCompanyAccess({ em: tx, actor: admin, user: board, company: nordlys!, grant: { accessType: 'BOARD_MEMBER' } });
    tx.create(CompanyRole, { company: nordlys!, role: 'chairperson', firstName: 'Ingrid', lastName: 'Haugen', email: board.email, user: board });
    await grantCompanyAccess({
      em: tx,
      actor: admin,
      user: shareholder,
      company: nordlys!,
      grant: { accessType: 'SHAREHOLDER', shareholderId: demoShareholderId },
    });
    for (const [index, company] of companies.entries()) await seedDemoRegister(tx, admin, company, { holderCount: [36, 24, 20][index]!, seed: index + 1 });
    await saveEnterpriseAccount({
      em: tx,
      actor: superAdmin,
      input: { ...demoEnterpriseAccount, features: [...demoEnterpriseAccount.features], organisationNumbers: demoCompanies.slice(0, 2).map((company) => company.organisationNumber) },
    });
  });
  return true;
};
