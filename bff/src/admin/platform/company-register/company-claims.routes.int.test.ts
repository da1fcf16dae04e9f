import { AuditEvent, Company, EmailOutbox, User } from '@andel/domain/server';
import { startFakeBrreg } from '@andel/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { signedInClient, type TestClient } from '../../../../testing/test-client';
import { createTestUser } from '../../../../testing/test-users';

/**
 * Who may claim a company (issue 25, section 2): registering a company from the public register makes it pending
 * unless the registrant's e-ID holds a role in it in Enhetsregisteret; a pending company sends nothing in its name
 * until the administrator proves the claim or a super-admin approves it.
 */
let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeBrreg>>;
const [orgTaken, orgLeader, orgSwedishLike] = ['931754289', '914778271', '922223333'];
// Kari Nordmann, born 13 October 1980 (the individual number 123 puts her in the 1900s).
const kariId = '13108012345';

const outboxCount = () => t.orm.em.fork().count(EmailOutbox, {});
const companyOf = (organisationNumber: string) => t.orm.em.fork().findOneOrFail(Company, { organisationNumber });
const errorOf = async (response: Response) => ({ status: response.status, code: ((await response.json()) as { error: { code: string } }).error.code });
const inviteAdmin = (client: TestClient, organisationNumber: string) =>
  client.post('/api/portfolio/admins/invite', { email: `new.admin.${organisationNumber}@example.no`, language: 'nb', inviteTo: [organisationNumber] });

/** A user whose e-ID (Norwegian national id) the platform has met, signed in. */
const eidUser = async (email: string, name: string, nationalId: string) => {
  const user = await createTestUser(t.orm, email);
  await t.orm.em.fork().nativeUpdate(User, { id: user.id }, { name, nationalIdCountry: 'NO', nationalId });
  return signedInClient(t.app, email);
};

beforeAll(async () => {
  fake = await startFakeBrreg(
    [
      { organisasjonsnummer: orgTaken, navn: 'Fjellvind Holding AS' },
      { organisasjonsnummer: orgLeader, navn: 'Kari Konsult AS' },
      { organisasjonsnummer: orgSwedishLike, navn: 'Uten Roller AS' },
    ],
    {
      [orgTaken]: [{ kode: 'LEDE', fodselsdato: '1975-02-01', fornavn: 'Ola', etternavn: 'Hansen' }],
      [orgLeader]: [
        { kode: 'DAGL', fodselsdato: '1980-10-13', fornavn: 'Kari', etternavn: 'Nordmann' },
        { kode: 'REVI', fodselsdato: '1970-01-01', fornavn: 'Revisor', etternavn: 'Revisorsen' },
      ],
    },
  );
  t = await createTestApp({ COMPANY_REGISTER_URL: fake.url });
  await createTestUser(t.orm, 'super@example.no', { superAdmin: true });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('claiming a company', () => {
  it('refuses the takeover at each step: pending on registration, no invitation, no proof without a role, until a super-admin approves', async () => {
    const attacker = await signedInClient(t.app, (await createTestUser(t.orm, 'attacker@example.no')).email);
    const registered = await attacker.post(`/api/company/registeraspro/${orgTaken}`);
    expect(registered.status).toBe(201);
    expect(await registered.json()).toMatchObject({ organisationNumber: orgTaken, accessType: 'ADMIN', claimPending: true });
    expect((await companyOf(orgTaken)).claimPendingSince).not.toBeNull();

    const before = await outboxCount();
    expect(await errorOf(await inviteAdmin(attacker, orgTaken))).toEqual({ status: 403, code: 'company.claimPending' });
    expect(await errorOf(await attacker.post(`/api/company/${orgTaken}/prove-claim`))).toEqual({ status: 403, code: 'company.claimNotProven' });
    // An e-ID that is not the chair's (another birth date) proves nothing either.
    const impostor = await eidUser('impostor@example.no', 'Ola Hansen', '01027612345');
    expect((await impostor.post(`/api/company/register-admin-user/${orgTaken}`)).status).toBe(409);
    expect(await errorOf(await attacker.post(`/api/company/${orgTaken}/prove-claim`))).toEqual({ status: 403, code: 'company.claimNotProven' });
    expect(await errorOf(await attacker.post(`/api/super-admin/company/${orgTaken}/approve-claim`))).toEqual({ status: 403, code: 'access.forbidden' });
    expect(await outboxCount()).toBe(before);

    const superAdmin = await signedInClient(t.app, 'super@example.no');
    const pending = (await (await superAdmin.get('/api/super-admin/company-claims')).json()) as { organisationNumber: string; admins: { email: string; signedInWithEid: boolean }[] }[];
    expect(pending).toEqual([expect.objectContaining({ organisationNumber: orgTaken, admins: [expect.objectContaining({ email: 'attacker@example.no', signedInWithEid: false })] })]);
    expect((await superAdmin.post(`/api/super-admin/company/${orgTaken}/approve-claim`)).status).toBe(200);
    expect(await companyOf(orgTaken)).toMatchObject({ claimPendingSince: null, claimProvenBy: 'SUPER_ADMIN' });
    expect((await inviteAdmin(attacker, orgTaken)).status).toBe(201);
    expect(await errorOf(await superAdmin.post(`/api/super-admin/company/${orgTaken}/approve-claim`))).toEqual({ status: 409, code: 'company.claimAlreadyProven' });
  });

  it('proves a claim at once when the e-ID holds a claiming role (birth date and name), and the company may send', async () => {
    const kari = await eidUser('kari@example.no', 'Kari Nordmann', kariId);
    const registered = await kari.post(`/api/company/register-admin-user/${orgLeader}`);
    expect(await registered.json()).toMatchObject({ claimPending: false });
    expect(await companyOf(orgLeader)).toMatchObject({ claimPendingSince: null, claimProvenBy: 'REGISTER_ROLE' });
    expect((await inviteAdmin(kari, orgLeader)).status).toBe(201);
    expect(await t.orm.em.fork().count(AuditEvent, { type: 'company.claimProven', company: { organisationNumber: orgLeader } })).toBe(1);
  });

  it('lets a pending administrator prove the claim later with the e-ID, and refuses a company without that role', async () => {
    const kari = await signedInClient(t.app, 'kari@example.no');
    expect((await kari.post(`/api/company/registerasdigital_company/${orgSwedishLike}`)).status).toBe(201);
    expect(await companyOf(orgSwedishLike)).toMatchObject({ subscriptionType: 'PRO', claimProvenBy: null });
    expect(await errorOf(await kari.post(`/api/company/${orgSwedishLike}/prove-claim`))).toEqual({ status: 403, code: 'company.claimNotProven' });
    expect(await errorOf(await kari.post(`/api/company/${orgLeader}/prove-claim`))).toEqual({ status: 409, code: 'company.claimAlreadyProven' });
  });
});
