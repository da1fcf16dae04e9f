import { openCapFormatFiles, Shareholder, TransactionLogEntry, validateOcfFile, type Company } from '@andel/domain/server';
import { ocfFileNames } from '@andel/domain/shared';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { openTestRegister } from '../../../../testing/register-test-setup';
import { createTestCompany, grantTestAccess } from '../../../../testing/test-users';
import { User } from '@andel/domain/server';

let t: TestApp;
let r: Awaited<ReturnType<typeof openTestRegister>>;
const [orgNo, emptyOrgNo, otherOrgNo] = ['974760673', '923609016', '914778271'];
let empty: Company;
let other: Company;
const ids: Record<string, string> = {};

const recorded = async (name: string, type: string, date: string, body: Record<string, unknown>) => {
  const response = await r.record(type, date, body);
  if (response.status !== 201) throw new Error(await response.text());
  ids[name] = (await response.json()).id;
};

const unzipped = (zip: Uint8Array) => Object.fromEntries(Object.entries(unzipSync(zip)).map(([name, bytes]) => [name, JSON.parse(strFromU8(bytes)) as Record<string, unknown>]));
const zipped = (files: Record<string, unknown>) => zipSync(Object.fromEntries(Object.entries(files).map(([name, content]) => [name, strToU8(JSON.stringify(content))])));
const download = async (org: string) => {
  const response = await r.admin.get(`/api/company/${org}/open-cap-format`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-disposition')).toContain(`${org}-ocf.zip`);
  return new Uint8Array(await response.arrayBuffer());
};
const errorOf = async (response: Response) => ({ status: response.status, ...((await response.json()) as { error: { code: string; params: Record<string, unknown> } }).error });

/**
 * A company's package with every id (holders, classes, entries, securities named after entries) replaced by a label
 * that does not depend on the company (the holder's name, the class's code, the entry's sequence), and the
 * organisation number and generation time left out: two registers that are equal give equal texts.
 */
const comparable = async (company: Company) => {
  const em = t.orm.em.fork();
  const files = await openCapFormatFiles({ em, company, now: new Date('2026-01-01T00:00:00Z') });
  const extension = files[ocfFileNames.nordicExtension] as { stakeholders: { id: string; shareholder: { firstName: string } }[]; stockClasses: { id: string; code: string }[]; log: { id: string; sequence: number }[] };
  const labels = new Map<string, string>([
    ...extension.stakeholders.map(({ id, shareholder }) => [id, `holder:${shareholder.firstName}`] as const),
    ...extension.stockClasses.map(({ id, code }) => [id, `class:${code}`] as const),
    ...extension.log.map(({ id, sequence }) => [id, `entry:${sequence}`] as const),
    [company.id, 'issuer'],
    [company.name, 'name'],
    [company.organisationNumber, 'orgNo'],
  ]);
  let text = JSON.stringify({ ...files, [ocfFileNames.manifest]: { ...(files[ocfFileNames.manifest] as object), issuer: null, stakeholders_files: null, transactions_files: null, stock_classes_files: null } });
  for (const [id, label] of labels) text = text.replaceAll(id, label);
  // The ledger lists a dividend's payments in its holdings' order, which follows the holders' ids.
  const byHolder = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(byHolder).sort((a, b) => String((a as { shareholderId?: string })?.shareholderId ?? '').localeCompare(String((b as { shareholderId?: string })?.shareholderId ?? '')))
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, byHolder(item)]))
        : value;
  const view = byHolder(JSON.parse(text)) as Record<string, { items?: { id: string }[]; stakeholders?: { id: string }[] }>;
  // Holders are listed in the order they were created, which an import cannot keep for holders created at once.
  view[ocfFileNames.stakeholders]!.items!.sort((a, b) => a.id.localeCompare(b.id));
  view[ocfFileNames.nordicExtension]!.stakeholders!.sort((a, b) => a.id.localeCompare(b.id));
  return view;
};

beforeAll(async () => {
  t = await createTestApp();
  r = await openTestRegister(t, orgNo, 4);
  const em = t.orm.em.fork();
  for (const [index, id] of r.holders.entries()) await em.nativeUpdate(Shareholder, { id }, { firstName: `Eier${index}`, lastName: 'Nordmann', birthDate: '1980-01-0' + (index + 1) });
  await em.nativeUpdate(Shareholder, { id: r.holders[1]! }, { isPledged: true, pledgeComment: 'Pantsatt til DNB' });
  await recorded('opening', 'shareholdingperdate', '2024-01-01', { nominalValue: '1', shareAllocation: [{ shareholderId: r.holders[0], sharetypeId: r.classA, numberOfShares: 1000 }, { shareholderId: r.holders[3], sharetypeId: r.classB, numberOfShares: 200 }] });
  await recorded('issue', 'issue', '2024-02-01', { shareAllocation: [{ shareholderId: r.holders[1], sharetypeId: r.classA, numberOfShares: 100, sharePrice: '5' }] });
  await recorded('gift', 'transfer', '2024-03-01', { transactionType: 'GIFT', fromShareholderId: r.holders[0], toShareholderId: r.holders[2], sharetypeId: r.classA, numberOfShares: 300 });
  await recorded('sale', 'transfer', '2024-04-01', { transactionType: 'BUY_SELL', fromShareholderId: r.holders[1], toShareholderId: r.holders[2], sharetypeId: r.classA, numberOfShares: 40, pricePerShare: '7.5' });
  await recorded('nominal', 'increasenominalvalue', '2024-05-01', { increaseInNominalValue: '0.5' });
  await recorded('dividend', 'paydividend', '2024-06-01', { currency: 'NOK', amountsPerShare: [{ sharetypeId: r.classA, amountPerShare: '2.25' }] });
  await recorded('mistake', 'transfer', '2024-07-01', { transactionType: 'OTHER_TRANSFER', fromShareholderId: r.holders[2], toShareholderId: r.holders[3], sharetypeId: r.classA, numberOfShares: 10 });
  expect((await r.admin.delete(`/api/transaction/transfer/${ids.mistake}`)).status).toBe(200);
  expect((await r.admin.post(`/api/transaction/transfer/${ids.sale}`, { transactionDate: '2024-04-15' })).status).toBe(200);
  await recorded('split', 'sharesplit', '2024-08-01', { ratioFrom: 1, ratioTo: 2 });
  const admin = await em.findOneOrFail(User, { email: `admin-${orgNo}@example.no` });
  empty = await createTestCompany(t.orm, emptyOrgNo, 'Tom AS');
  other = await createTestCompany(t.orm, otherOrgNo, 'Annen AS');
  await grantTestAccess(t.orm, admin, empty, 'ADMIN');
  await grantTestAccess(t.orm, admin, other, 'ADMIN');
});
afterAll(() => t.close());

describe('Open Cap Format', () => {
  it('exports a package whose every OCF file validates against the OCF schemas, with the Nordic extension beside them', async () => {
    const files = unzipped(await download(orgNo));
    expect(Object.keys(files).sort()).toEqual(Object.values(ocfFileNames).sort());
    for (const [name, content] of Object.entries(files)) if (name !== ocfFileNames.nordicExtension) expect([name, validateOcfFile(name, content)]).toEqual([name, []]);
    const transactions = (files[ocfFileNames.transactions]!.items as { object_type: string; share_numbers_issued?: unknown }[]).map((item) => item.object_type);
    expect(new Set(transactions)).toEqual(new Set(['TX_STOCK_ISSUANCE', 'TX_STOCK_TRANSFER', 'TX_STOCK_CANCELLATION']));
    expect(files[ocfFileNames.stockClasses]!.items).toContainEqual(expect.objectContaining({ id: r.classA, par_value: { amount: '0.7500', currency: 'NOK' } }));
    const extension = files[ocfFileNames.nordicExtension] as { stakeholders: { shareholder: Record<string, unknown> }[]; log: { type: string }[] };
    expect(extension.stakeholders.find((item) => item.shareholder.isPledged)?.shareholder.pledgeComment).toBe('Pantsatt til DNB');
    expect(extension.log.map((entry) => entry.type)).toContain('PAY_DIVIDEND');
  });

  it('imports the package into an empty company, leaving the register equal: holdings, classes, share numbers and log', async () => {
    const response = await r.admin.request('POST', `/api/company/${emptyOrgNo}/open-cap-format`, { body: await download(orgNo), headers: { 'content-type': 'application/zip' } });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ shareholders: 4, shareClasses: 2, entries: 10 });
    expect(await comparable(empty)).toEqual(await comparable((await t.orm.em.fork().findOneOrFail(TransactionLogEntry, { id: ids.opening }, { populate: ['company'] })).company));
    const registerOf = async (org: string) => (await (await r.admin.get(`/api/company/${org}/register`)).json()) as { rows: { holdings: { shares: string; shareNumbers: string }[] }[]; totalShares: string; nominalValue: string };
    const [before, after] = [await registerOf(orgNo), await registerOf(emptyOrgNo)];
    expect({ ...after, rows: after.rows.map((row) => row.holdings.map(({ shares, shareNumbers }) => [shares, shareNumbers])) }).toMatchObject({
      totalShares: before.totalShares,
      nominalValue: before.nominalValue,
      rows: before.rows.map((row) => row.holdings.map(({ shares, shareNumbers }) => [shares, shareNumbers])),
    });
    expect(await (await r.admin.get(`/api/transactionlog/verify/${emptyOrgNo}`)).json()).toMatchObject({ ok: true, entries: 10 });
  });

  it('refuses a company whose register is not empty', async () => {
    expect(await errorOf(await r.admin.request('POST', `/api/company/${emptyOrgNo}/open-cap-format`, { body: await download(orgNo), headers: { 'content-type': 'application/zip' } }))).toMatchObject({
      status: 409,
      code: 'openCapFormat.companyNotEmpty',
    });
  });

  it('refuses a package failing its schema with the count of errors, writing nothing', async () => {
    const files = unzipped(await download(orgNo));
    const [first, second] = files[ocfFileNames.stakeholders]!.items as Record<string, unknown>[];
    delete first!.stakeholder_type;
    second!.nationalId = '01018012345';
    const send = (body: Uint8Array) => r.admin.request('POST', `/api/company/${otherOrgNo}/open-cap-format`, { body, headers: { 'content-type': 'application/zip' } });
    expect(await errorOf(await send(zipped(files)))).toMatchObject({ status: 400, code: 'openCapFormat.invalidPackage', params: { errors: 2, file: ocfFileNames.stakeholders } });
    const { [ocfFileNames.nordicExtension]: _extension, ...plain } = unzipped(await download(orgNo));
    expect(await errorOf(await send(zipped(plain)))).toMatchObject({ status: 400, code: 'openCapFormat.extensionMissing' });
    expect(await errorOf(await send(strToU8('Orgnr;Selskap')))).toMatchObject({ status: 400, code: 'openCapFormat.notAPackage' });
    const declaredTooLarge = await r.admin.request('POST', `/api/company/${otherOrgNo}/open-cap-format`, { body: zipped(plain), headers: { 'content-length': String(60 * 1024 * 1024) } });
    expect(await errorOf(declaredTooLarge)).toMatchObject({ status: 413, code: 'openCapFormat.tooLarge' });
    const em = t.orm.em.fork();
    expect([await em.count(Shareholder, { company: other }), await em.count(TransactionLogEntry, { company: other })]).toEqual([0, 0]);
  });

  it("takes an opening whose issuer side comes in pieces (a posting a holding, as exported before), and refuses one that moved other numbers", async () => {
    type Posting = { stakeholderId: string | null; stockClassId: string; quantity: string; numberFrom: string; numberTo: string };
    const packageBytes = await download(orgNo);
    const openingOf = (files: Record<string, unknown>) => (files[ocfFileNames.nordicExtension] as { log: { sequence: number; postings: Posting[] }[] }).log.find((entry) => entry.sequence === 1)!;
    const withOpening = (change: (postings: Posting[]) => Posting[]) => {
      const files = unzipped(new Uint8Array(packageBytes));
      const opening = openingOf(files);
      opening.postings = change(opening.postings);
      return zipped(files);
    };
    const send = (body: Uint8Array) => r.admin.request('POST', `/api/company/${otherOrgNo}/open-cap-format`, { body, headers: { 'content-type': 'application/zip' } });
    const credits = (postings: Posting[]) => postings.filter((posting) => posting.stakeholderId !== null);
    // Today's form: one issuer debit per class and run (1-1000 in A, 1001-1200 in B).
    const issuerSide = openingOf(unzipped(packageBytes)).postings.filter((posting) => posting.stakeholderId === null);
    expect(issuerSide.map(({ quantity, numberFrom, numberTo }) => [quantity, numberFrom, numberTo])).toEqual([
      ['-1000', '1', '1000'],
      ['-200', '1001', '1200'],
    ]);

    const moved = withOpening((postings) => postings.map((posting) => (posting.stakeholderId === null ? posting : { ...posting, numberFrom: String(Number(posting.numberFrom) + 1), numberTo: String(Number(posting.numberTo) + 1) })));
    expect(await errorOf(await send(moved))).toMatchObject({ status: 400, code: 'openCapFormat.replayMismatch', params: { sequence: 1 } });

    // As exported before: the issuer's side a posting a holding, so a run of numbers comes in pieces (here halves).
    const halves = (posting: Posting): Posting[] => {
      const [from, to] = [BigInt(posting.numberFrom), BigInt(posting.numberTo)];
      const middle = (from + to) / 2n;
      return [
        { ...posting, quantity: String(-(middle - from + 1n)), numberTo: String(middle) },
        { ...posting, quantity: String(-(to - middle)), numberFrom: String(middle + 1n) },
      ];
    };
    const inPieces = withOpening((postings) => [...postings.filter((posting) => posting.stakeholderId === null).flatMap(halves), ...credits(postings)]);
    const response = await send(inPieces);
    expect(response.status, await response.clone().text()).toBe(201);
    expect(await (await r.admin.get(`/api/transactionlog/verify/${otherOrgNo}`)).json()).toMatchObject({ ok: true, entries: 10 });
  });
});
