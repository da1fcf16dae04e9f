import { ArchiveEntry, AuditEvent, Company, EmailOutbox, hashToken, Signer, SigningRequest, User, verifySealedDocument } from '@andel/domain/server';
import { pdfText, pngOfSize, samplePdf, withOneByteChanged } from '@andel/domain/testing';
import type { SignedAnswer, SigningStatusView } from '@andel/domain/shared';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAtLocalProvider } from '../../../../testing/local-identity-provider-login';
import { as, governanceOrgs, setUpGovernanceCompanies } from '../../../../testing/governance-test-setup';
import { createTestApp, testAppUrl, type TestApp } from '../../../../testing/test-app';
import { TestClient } from '../../../../testing/test-client';
import { createTestUser } from '../../../../testing/test-users';
import { startLocalIdentityProvider, type LocalIdentityProvider } from '../../../dev/local-identity-provider';
import { platformSealingCertificate } from '../../../shared/sealing-certificate';

let t: TestApp;
let local: LocalIdentityProvider;
let admin: TestClient;
let company: Company;
const orgNo = governanceOrgs.a;

const signer = (name: string, email: string, signingMethod = 'AUTH_EMAIL') => ({ name, email, signingMethod, language: 'nb' });

/** Uploads a PDF to the admin archive's top and answers its entry id. */
const uploadPdf = async (name: string) => {
  const form = new FormData();
  form.append('files', new File([new Uint8Array(samplePdf(name))], name));
  const [entry] = (await (await admin.request('POST', `/api/archive/${orgNo}/upload/admin-archive`, { body: form })).json()) as { id: string }[];
  return entry!.id;
};
const send = (documentId: string, signers: unknown[], signingSettings: Record<string, unknown> = {}) =>
  admin.post(`/api/document/send-uploaded-document-for-signing/${orgNo}`, { documentId, signers, emailBody: 'Vennligst signer.', signingSettings });
/** The token of the personal link last emailed to the address for the document (only its hash is stored). */
const tokenOf = async (email: string, title: string) => {
  const emails = await t.orm.em.fork().find(EmailOutbox, { to: email, template: 'signingRequest' }, { orderBy: { id: 'desc' } });
  return decodeURIComponent(/\/sign\?ref=(\S+)/.exec(emails.find(({ text }) => text.includes(title))!.text)![1]!);
};
/** The six-digit code of the last signing-code email to the address. */
const lastCode = async (to: string) => /\b(\d{6})\b/.exec((await t.orm.em.fork().findOneOrFail(EmailOutbox, { to, template: 'signingCode' }, { orderBy: { id: 'desc' } })).text)![1]!;
const signWithCode = async (browser: TestClient, id: string, to: string) => {
  expect((await browser.get(`/api/sign/sign-with-email/${id}`)).status).toBe(200);
  return browser.post(`/api/sign/verify-signing-with-code/${id}/${await lastCode(to)}`);
};
const errorCode = async (response: Response) => ({ status: response.status, code: ((await response.json()) as { error?: { code: string } }).error?.code });
const signedCount = () => t.orm.em.fork().count(Signer, { signedAt: { $ne: null } });

beforeAll(async () => {
  local = await startLocalIdentityProvider({ redirectUris: [`${testAppUrl}/signing-completed-bankid-callback`] });
  t = await createTestApp({ DATA_DIR: mkdtempSync(join(tmpdir(), 'andel-sign-')), BANKID_NO_ISSUER: local.issuer, BANKID_NO_CLIENT_ID: local.clientId, BANKID_NO_CLIENT_SECRET: local.clientSecret, BANKID_NO_SCOPE: 'openid' });
  ({ a: company } = await setUpGovernanceCompanies(t));
  admin = await as(t, 'admin-a@example.no');
});
afterAll(async () => {
  await t.close();
  await local.close();
});

describe('sending an archive PDF for signing', () => {
  it('refuses an empty signer list, a signer without email and a file that is not a PDF, writing nothing', async () => {
    const documentId = await uploadPdf('Tom liste.pdf');
    const before = await t.orm.em.fork().count(SigningRequest, {});
    const empty = await send(documentId, []);
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ errors: { signers: 'documents.empty-signer-list' } });
    expect((await send(documentId, [{ ...signer('Kari Nordmann', ''), email: '' }])).status).toBe(400);
    const form = new FormData();
    form.append('files', new File([new Uint8Array(pngOfSize(4, 4))], 'bilde.png'));
    const [image] = (await (await admin.request('POST', `/api/archive/${orgNo}/upload/admin-archive`, { body: form })).json()) as { id: string }[];
    expect(await errorCode(await send(image!.id, [signer('Kari Nordmann', 'kari@example.no')]))).toEqual({ status: 400, code: 'signing.notPdf' });
    expect(await t.orm.em.fork().count(SigningRequest, {})).toBe(before);
  });

  it('two signers with email codes sign from their links; the last signature seals the copy into the folder and emails it', async () => {
    const documentId = await uploadPdf('Aksjonæravtale.pdf');
    const sent = await send(documentId, [signer('Kari Nordmann', 'kari@example.no'), signer('Per Hansen', 'per@example.no')]);
    expect(sent.status).toBe(201);
    expect(await errorCode(await send(documentId, [signer('Kari Nordmann', 'kari@example.no')]))).toEqual({ status: 409, code: 'signing.notSendable' });
    const invitation = await t.orm.em.fork().findOneOrFail(EmailOutbox, { to: 'kari@example.no', template: 'signingRequest' });
    const kariToken = await tokenOf('kari@example.no', 'Aksjonæravtale.pdf');
    expect(invitation.text).toContain(`${testAppUrl}/sign?ref=${kariToken}`);
    const stored = await t.orm.em.fork().findOneOrFail(Signer, { email: 'kari@example.no', request: { title: 'Aksjonæravtale.pdf' } });
    expect(stored.tokenHash).toBe(hashToken(kariToken));
    expect(JSON.stringify(stored)).not.toContain(kariToken);
    expect(invitation.text).toContain('Vennligst signer.');

    const kari = new TestClient(t.app);
    expect(await (await kari.get(`/api/sign/signer/${kariToken}`)).json()).toMatchObject({ signerName: 'Kari Nordmann', documentTitle: 'Aksjonæravtale.pdf', signingMethod: 'AUTH_EMAIL', isSigned: false });
    expect((await kari.get(`/api/sign/download-document-for-signer/${kariToken}`)).headers.get('content-type')).toBe('application/pdf');
    expect(await errorCode(await kari.post(`/api/sign/verify-signing-with-code/${kariToken}/000000`))).toMatchObject({ status: 400 });
    expect(((await (await signWithCode(kari, kariToken, 'kari@example.no')).json()) as SignedAnswer).documents).toEqual([{ title: 'Aksjonæravtale.pdf', sealed: false }]);
    // Signed by one of two: the signed document is not there to view yet.
    expect(await errorCode(await kari.get(`/api/document/view-signed-document?ref=${kariToken}`))).toEqual({ status: 409, code: 'signing.notSealedYet' });
    // The same link cannot sign again.
    expect(await errorCode(await kari.get(`/api/sign/sign-with-email/${kariToken}`))).toEqual({ status: 409, code: 'signing.alreadySigned' });

    const status = (await (await admin.get(`/api/document/check-signing-status/${documentId}/${orgNo}`)).json()) as SigningStatusView;
    expect(status).toMatchObject({ documentSigningStatus: 'SIGNING_IN_PROGRESS', signedCount: 1, total: 2 });
    expect(status.signerStatus.map(({ name, isSigned }) => [name, isSigned])).toEqual([['Kari Nordmann', true], ['Per Hansen', false]]);

    const perToken = await tokenOf('per@example.no', 'Aksjonæravtale.pdf');
    const done = (await (await signWithCode(new TestClient(t.app), perToken, 'per@example.no')).json()) as SignedAnswer;
    expect(done.documents).toEqual([{ title: 'Aksjonæravtale.pdf', sealed: true }]);

    const em = t.orm.em.fork();
    const sealedEntry = await em.findOneOrFail(ArchiveEntry, { name: 'Aksjonæravtale (signert).pdf' }, { populate: ['file'] });
    expect(sealedEntry).toMatchObject({ section: 'admin-archive', state: 'ARCHIVED', signingStatus: 'SIGNING_COMPLETE' });
    expect((await em.findOneOrFail(ArchiveEntry, documentId)).signingStatus).toBe('SIGNING_COMPLETE');
    const sealed = Buffer.from(await t.fileStore.get(sealedEntry.file!.key));
    const certificate = await platformSealingCertificate(t.config);
    expect(await verifySealedDocument({ pdf: sealed, certificate })).toMatchObject({ sealed: true, signers: [{ name: 'Kari Nordmann', signingMethod: 'AUTH_EMAIL', identifiedBy: 'PERSONAL_LINK', email: 'kari@example.no' }, { name: 'Per Hansen' }] });
    expect(await verifySealedDocument({ pdf: withOneByteChanged(sealed), certificate })).toMatchObject({ sealed: false });
    expect((await pdfText(sealed)).join(' ')).toContain('Identifisert ved: personlig lenke sendt til kari@example.no, signert fra den');
    // Sent to every signer and the sender, with the sealed copy attached.
    const copies = await em.find(EmailOutbox, { template: 'sealedCopy' }, { populate: ['attachment'] });
    expect(copies.map(({ to }) => to).sort()).toEqual(['admin-a@example.no', 'kari@example.no', 'per@example.no']);
    expect(copies[0]!.attachmentName).toBe('Aksjonæravtale (signert).pdf');
    expect(Buffer.from(copies[0]!.attachment!).equals(sealed)).toBe(true);
    expect(await em.count(AuditEvent, { type: 'signing.sealed' })).toBe(1);
    // Each copy links to its addressee's own view of the sealed entry; the signer's link shows the sealed copy too.
    const viewLinks = copies.map(({ text }) => new RegExp(`${testAppUrl}/document/view/${sealedEntry.id}\\?recipientId=([0-9a-f-]{36})`).exec(text)?.[1]);
    expect(new Set(viewLinks).size).toBe(3);
    expect((await (await kari.get(`/api/document/view/${sealedEntry.id}?recipientId=${viewLinks[0]}`)).json()).name).toBe('Aksjonæravtale (signert).pdf');
    expect(Buffer.from(await (await kari.get(`/api/document/view-signed-document?ref=${kariToken}`)).arrayBuffer()).equals(sealed)).toBe(true);
    expect(await errorCode(await kari.get('/api/document/view-signed-document?ref=NotAnyonesSigningLinkToken123'))).toEqual({ status: 404, code: 'signing.linkInvalid' });
    // After signing, the link still shows the document (the sealed copy) but never signs again.
    expect(await errorCode(await kari.post(`/api/sign/verify-signing-with-code/${kariToken}/123456`))).toEqual({ status: 409, code: 'signing.alreadySigned' });
  });

  it('locks a signer after five wrong codes, and refuses a link after its request is cancelled', async () => {
    await send(await uploadPdf('Låst.pdf'), [signer('Ola Berg', 'ola@example.no')]);
    const token = await tokenOf('ola@example.no', 'Låst.pdf');
    const ola = new TestClient(t.app);
    await ola.get(`/api/sign/sign-with-email/${token}`);
    const right = await lastCode('ola@example.no');
    const wrong = right === '111111' ? '222222' : '111111';
    for (let attempt = 1; attempt <= 4; attempt++) expect(await errorCode(await ola.post(`/api/sign/verify-signing-with-code/${token}/${wrong}`))).toEqual({ status: 400, code: 'signing.codeInvalid' });
    expect(await errorCode(await ola.post(`/api/sign/verify-signing-with-code/${token}/${wrong}`))).toEqual({ status: 423, code: 'signing.codeLocked' });
    const before = await signedCount();
    expect(await errorCode(await ola.post(`/api/sign/verify-signing-with-code/${token}/${right}`))).toEqual({ status: 423, code: 'signing.codeLocked' });
    expect(await signedCount()).toBe(before);

    await send(await uploadPdf('Kansellert.pdf'), [signer('Eva Lie', 'eva@example.no')]);
    const cancelled = await tokenOf('eva@example.no', 'Kansellert.pdf');
    await t.orm.em.fork().nativeUpdate(SigningRequest, { title: 'Kansellert.pdf' }, { status: 'CANCELLED', cancelledAt: new Date() });
    expect(await errorCode(await new TestClient(t.app).get(`/api/sign/sign-with-email/${cancelled}`))).toEqual({ status: 410, code: 'signing.requestCancelled' });
    expect(await errorCode(await new TestClient(t.app).get(`/api/sign/signer/not-a-real-token-at-all-xyz`))).toEqual({ status: 404, code: 'signing.linkInvalid' });
  });

  it('a handwriting signer signs with a drawn signature; no drawing is refused', async () => {
    await send(await uploadPdf('Håndskrevet.pdf'), [signer('Liv Dahl', 'liv@example.no', 'HANDWRITING')]);
    const token = await tokenOf('liv@example.no', 'Håndskrevet.pdf');
    const liv = new TestClient(t.app);
    expect(await errorCode(await liv.get(`/api/sign/sign-with-email/${token}`))).toEqual({ status: 400, code: 'signing.wrongMethod' });
    expect(await errorCode(await liv.post(`/api/sign/sign-with-handwriting/${token}`, new FormData()))).toEqual({ status: 400, code: 'signing.handwritingRequired' });
    const form = new FormData();
    form.append('signature', new File([new Uint8Array(pngOfSize(300, 100))], 'signature.png', { type: 'image/png' }));
    expect(((await (await liv.post(`/api/sign/sign-with-handwriting/${token}`, form)).json()) as SignedAnswer).documents).toEqual([{ title: 'Håndskrevet.pdf', sealed: true }]);
    expect(await t.orm.em.fork().findOne(ArchiveEntry, { name: 'Håndskrevet (signert).pdf' })).not.toBeNull();
  });

  it('a BankID signer signs through the provider, the sealed copy names the asserted identity; a wrong state signs nothing', async () => {
    await send(await uploadPdf('BankID.pdf'), [signer('Kari Nordmann', 'kari.bankid@example.no', 'BANKID_AUTH')]);
    const token = await tokenOf('kari.bankid@example.no', 'BankID.pdf');
    const browser = new TestClient(t.app);
    const throughProvider = async () => {
      const { authorizationUrl } = (await (await browser.post(`/api/sign/start-eid/${token}`)).json()) as { authorizationUrl: string };
      const back = await signInAtLocalProvider(authorizationUrl, { nationalId: '01019012345', name: 'Kari Nordmann' });
      expect(back.pathname).toBe('/signing-completed-bankid-callback');
      return Object.fromEntries(back.searchParams);
    };
    const before = await signedCount();
    expect(await errorCode(await browser.post('/api/sign/complete-eid', { ...(await throughProvider()), state: 'wrong' }))).toEqual({ status: 400, code: 'oidc.invalidState' });
    expect(await signedCount()).toBe(before);
    const signed = await browser.post('/api/sign/complete-eid', await throughProvider());
    expect(((await signed.json()) as SignedAnswer).documents).toEqual([{ title: 'BankID.pdf', sealed: true }]);
    expect(await t.orm.em.fork().findOneOrFail(Signer, { tokenHash: hashToken(token) })).toMatchObject({ assertedIdentity: 'BankID Norway: Kari Nordmann, 010190*****', identifiedBy: 'EID' });
  });

  it('a BankID signer whose account has another national id cannot sign as someone else', async () => {
    const em = t.orm.em.fork();
    const user = await createTestUser(t.orm, 'known@example.no');
    await em.nativeUpdate(User, { id: user.id }, { nationalIdCountry: 'NO', nationalId: '05059012345' });
    await send(await uploadPdf('Kjent.pdf'), [signer('Known Person', 'known@example.no', 'BANKID_AUTH')]);
    const token = await tokenOf('known@example.no', 'Kjent.pdf');
    const browser = new TestClient(t.app);
    const { authorizationUrl } = (await (await browser.post(`/api/sign/start-eid/${token}`)).json()) as { authorizationUrl: string };
    const back = await signInAtLocalProvider(authorizationUrl, { nationalId: '06069012345', name: 'Someone Else' });
    expect(await errorCode(await browser.post('/api/sign/complete-eid', Object.fromEntries(back.searchParams)))).toEqual({ status: 403, code: 'signing.identityMismatch' });
  });

  it('an unconfigured e-ID is unavailable', async () => {
    await send(await uploadPdf('Sverige.pdf'), [signer('Sven Svensson', 'sven@example.no', 'BANKID_SWEDEN_AUTH')]);
    const token = await tokenOf('sven@example.no', 'Sverige.pdf');
    expect(await (await new TestClient(t.app).get(`/api/sign/signer/${token}`)).json()).toMatchObject({ methodAvailable: false });
    expect(await errorCode(await new TestClient(t.app).post(`/api/sign/start-eid/${token}`))).toEqual({ status: 400, code: 'signing.methodNotAvailable' });
  });
});

describe('batch signing by the signed-in user', () => {
  it('lists the documents waiting for the user, signs a batch with one code, and keeps others from the batch', async () => {
    await createTestUser(t.orm, 'batch@example.no');
    await send(await uploadPdf('Batch 1.pdf'), [signer('Batch Person', 'batch@example.no')]);
    await send(await uploadPdf('Batch 2.pdf'), [signer('Batch Person', 'batch@example.no')]);
    const user = await as(t, 'batch@example.no');
    const waiting = (await (await user.get('/api/sign/documents-to-sign')).json()) as { signerId: string; documentTitle: string; batchMethod: string }[];
    expect(waiting.map(({ documentTitle, batchMethod }) => [documentTitle, batchMethod])).toEqual([['Batch 1.pdf', 'email'], ['Batch 2.pdf', 'email']]);
    expect(await errorCode(await user.post('/api/sign/create-batch', { signingMethod: 'handwriting', signerIds: waiting.map(({ signerId }) => signerId) }))).toEqual({ status: 400, code: 'signing.wrongMethod' });
    const { id } = (await (await user.post('/api/sign/create-batch', { signingMethod: 'email', signerIds: waiting.map(({ signerId }) => signerId) })).json()) as { id: string };
    expect(await errorCode(await admin.get(`/api/sign/batch/${id}`))).toEqual({ status: 404, code: 'signing.batchNotFound' });
    expect(await errorCode(await new TestClient(t.app).get(`/api/sign/sign-with-email/${id}`))).toEqual({ status: 404, code: 'signing.batchNotFound' });
    expect((await (await user.get(`/api/sign/batch/${id}`)).json()) as { documents: unknown[] }).toMatchObject({ signingMethod: 'AUTH_EMAIL', documents: [{}, {}], completed: false });
    const signed = (await (await signWithCode(user, id, 'batch@example.no')).json()) as SignedAnswer;
    expect(signed.documents).toEqual([{ title: 'Batch 1.pdf', sealed: true }, { title: 'Batch 2.pdf', sealed: true }]);
    expect((await t.orm.em.fork().find(Signer, { email: 'batch@example.no' })).map(({ identifiedBy }) => identifiedBy)).toEqual(['VERIFIED_ACCOUNT', 'VERIFIED_ACCOUNT']);
    expect(await (await user.get('/api/sign/documents-to-sign')).json()).toEqual([]);
  });

  it('shows an unverified account nothing addressed to its email until it proves the address with the emailed code', async () => {
    await createTestUser(t.orm, 'unproven@example.no', { emailVerified: false });
    await send(await uploadPdf('Uprøvd.pdf'), [signer('Uprøvd Person', 'unproven@example.no')]);
    const claimant = await as(t, 'unproven@example.no');
    expect(await errorCode(await claimant.get('/api/sign/documents-to-sign'))).toEqual({ status: 403, code: 'auth.emailNotVerified' });
    const [waiting] = await t.orm.em.fork().find(Signer, { email: 'unproven@example.no' });
    expect(await errorCode(await claimant.post('/api/sign/create-batch', { signingMethod: 'email', signerIds: [waiting!.id] }))).toEqual({ status: 403, code: 'auth.emailNotVerified' });
    expect(await (await claimant.get('/api/portfolio')).json()).toMatchObject({ signDocumentCount: 0 });

    expect((await claimant.post('/api/user/send-verification-email', { emailAddress: 'unproven@example.no' })).status).toBe(200);
    const mail = await t.orm.em.fork().findOneOrFail(EmailOutbox, { to: 'unproven@example.no', template: 'emailVerification' }, { orderBy: { id: 'desc' } });
    const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
    expect((await claimant.post('/api/user/verify-email', { emailAddress: 'unproven@example.no', verificationCode: code })).status).toBe(200);
    const listed = (await (await claimant.get('/api/sign/documents-to-sign')).json()) as { documentTitle: string }[];
    expect(listed.map(({ documentTitle }) => documentTitle)).toEqual(['Uprøvd.pdf']);
  });
});
