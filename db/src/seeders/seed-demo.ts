import { addRegisterCompanies, createCompany, createCustomRole, grantCompanyAccess, registerUser, saveEnterpriseAccount, User, CompanyRole, type FileStore, type SealingCertificate } from '@andel/domain/server';
import type { MikroORM } from '@mikro-orm/postgresql';
import { demoBankIdNationalId, demoCompanies, demoEnterpriseAccount, demoPublicRegister, demoShareholderId, demoSubsidiary, demoSwedishShareholderId, demoUnregisteredCompany, demoOcfCompany, demoUsers } from './demo-data';
import { seedDemoArchive } from './seed-demo-archive';
import { seedDemoContributions } from './seed-demo-contributions';
import { seedDemoArticles } from './seed-demo-articles';
import { seedDemoSigning } from './seed-demo-signing';
import { seedDemoPublicRegister } from './seed-demo-public-register';
import { seedDemoRegister } from './seed-demo-register';
import { seedDemoGovernance } from './seed-demo-governance';
import { seedDemoMessaging } from './seed-demo-messaging';
import { seedDemoSubsidiary } from './seed-demo-subsidiary';
import { seedDemoOwnership } from './seed-demo-ownership';

/**
 * Fills an empty database with the demo companies and users, through the domain's use-cases. Runs once. With a file
 * store, the first company's archive gets its demo folders and PDFs; with the sealing certificate too, a signed and
 * sealed document and one waiting for the board chair's signature.
 */
export const seedDemo = async (
  orm: MikroORM,
  { appUrl = 'http://localhost:3000', fileStore, sealingCertificate }: { appUrl?: string; fileStore?: FileStore; sealingCertificate?: SealingCertificate } = {},
): Promise<boolean> => {
  const em = orm.em.fork();
  if (await em.count(User, {})) return false;
  const { superAdmin, admin, nordlys } = await em.transactional(async (tx) => {
    const register = (user: (typeof demoUsers)[keyof typeof demoUsers], superAdmin = false) =>
      registerUser({ em: tx, ...user, acceptedTerms: true, superAdmin });
    const admin = await register(demoUsers.admin);
    const board = await register(demoUsers.board);
    const shareholder = await register(demoUsers.shareholder);
    const accountant = await register(demoUsers.accountant);
    const swedishShareholder = await register(demoUsers.swedishShareholder);
    const superAdmin = await register(demoUsers.superAdmin, true);
    for (const user of [admin, board, shareholder, swedishShareholder, accountant]) user.emailVerified = true;
    board.nationalIdCountry = 'NO';
    board.nationalId = demoBankIdNationalId;

    const companies = [];
    for (const { organisationNumber, name, subscriptionType } of demoCompanies)
      companies.push(await createCompany({ em: tx, actor: admin, organisationNumber, name, subscriptionType }));
    await addRegisterCompanies({ em: tx, companies: [...demoCompanies, demoSubsidiary, demoUnregisteredCompany, demoOcfCompany, demoPublicRegister.company] });
    const [nordlys] = companies;
    // The demo customers have accepted the terms; a company registered by clicking in the demo has not.
    for (const company of companies) Object.assign(company, { termsAcceptedAt: new Date(), termsAcceptedBy: admin });
    nordlys!.remark = 'Styret møtes første mandag i måneden. Revisor: Fjord Revisjon AS.';
    // Bergfjell's admin has turned the AI writing assistant on (it answers with AI_DEV_SERVER=1 or a configured model); Nordlys's is still off.
    companies[1]!.aiAssistantEnabled = true;
    for (const company of companies) await grantCompanyAccess({ em: tx, actor: admin, user: admin, company, grant: { accessType: 'ADMIN' } });
    await grantCompanyAccess({ em: tx, actor: admin, user: board, company: nordlys!, grant: { accessType: 'BOARD_MEMBER' } });
    const chair = tx.create(CompanyRole, { company: nordlys!, role: 'chairperson', firstName: 'Ingrid', lastName: 'Haugen', email: board.email, user: board });
    await grantCompanyAccess({
      em: tx,
      actor: admin,
      user: shareholder,
      company: nordlys!,
      grant: { accessType: 'SHAREHOLDER', shareholderId: demoShareholderId },
    });
    const accountantRole = await createCustomRole({
      em: tx,
      actor: admin,
      company: nordlys!,
      input: {
        name: 'Regnskapsfører',
        texts: [
          { language: 'nb', name: 'Regnskapsfører', description: 'Ser aksjonærregisteret, transaksjonene, styrearkivet og revisjonsarkivet.' },
          { language: 'sv', name: 'Redovisningskonsult', description: 'Ser aktieboken, transaktionerna, styrelsearkivet och revisionsarkivet.' },
          { language: 'en', name: 'Accountant', description: 'Sees the shareholder register, the transactions, the board archive and the audit archive.' },
        ],
        featureLevels: { shareholders: 'VIEW', transactions: 'VIEW', boardArchive: 'VIEW', customArchives: 'VIEW' },
        companies: [],
        userIds: [],
      },
    });
    await grantCompanyAccess({ em: tx, actor: admin, user: accountant, company: nordlys!, grant: { accessType: 'CUSTOM', customRoleId: accountantRole.id } });
    for (const [index, company] of companies.entries()) await seedDemoRegister(tx, admin, company, { holderCount: [36, 24, 20][index]!, seed: index + 1 });
    await grantCompanyAccess({ em: tx, actor: admin, user: swedishShareholder, company: companies[2]!, grant: { accessType: 'SHAREHOLDER', shareholderId: demoSwedishShareholderId } });
    await tx.flush();
    await seedDemoArticles(tx, admin, companies);
    await seedDemoContributions(tx, admin, { swedish: companies[2]!, norwegian: nordlys!, swedishHolderId: demoSwedishShareholderId });
    await seedDemoSubsidiary(tx, admin, nordlys!);
    await seedDemoOwnership(tx, admin, companies[1]!);
    if (fileStore) await seedDemoArchive(tx, admin, nordlys!, fileStore, accountantRole);
    await tx.flush();
    await seedDemoGovernance({ em: tx, admin, company: nordlys!, chairRoleId: chair.id, appUrl });
    await seedDemoMessaging({ em: tx, admin, company: nordlys! });
    await saveEnterpriseAccount({
      em: tx,
      actor: superAdmin,
      input: { ...demoEnterpriseAccount, features: [...demoEnterpriseAccount.features], organisationNumbers: demoCompanies.slice(0, 2).map((company) => company.organisationNumber) },
    });
    return { superAdmin, admin, nordlys: nordlys! };
  });
  if (fileStore && sealingCertificate) await seedDemoSigning({ em: orm.em.fork(), admin, company: nordlys, store: fileStore, certificate: sealingCertificate, appUrl });
  // After the commit: the load reads its own record from another connection.
  await seedDemoPublicRegister(orm.em.fork(), superAdmin);
  return true;
};
