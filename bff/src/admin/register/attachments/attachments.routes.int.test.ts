import { AuditEvent } from '@andel/domain/server';
import { attachmentLimits } from '@andel/domain/shared';
import { officeOpenXml, pdfText, pngOfSize } from '@andel/domain/testing';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { signedInClient, type TestClient } from '../../../../testing/test-client';
import { createTestCompany, createTestUser, grantTestAccess } from '../../../../testing/test-users';

let t: TestApp;
let admin: TestClient;
let board: TestClient;
let seller: TestClient;
let bystander: TestClient;
const orgNo = '928471632';
let ids: string[] = [];
let openingId: string;
let saleId: string;

const bytes = async (response: Response) => new Uint8Array(await response.arrayBuffer());
const pdf = strToU8('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const png = pngOfSize(10, 10);
const docx = officeOpenXml('docx');
const odt = zipSync({ mimetype: [strToU8('application/vnd.oasis.opendocument.text'), { level: 0 }], 'content.xml': strToU8('<office:document-content/>') });
const auditCount = (type: string) => t.orm.em.fork().count(AuditEvent, { type });

beforeAll(async () => {
  t = await createTestApp();
  const company = await createTestCompany(t.orm, orgNo, 'Nordlys Teknologi AS');
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'admin@example.no'), company, 'ADMIN');
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'board@example.no'), company, 'BOARD_MEMBER');
  admin = await signedInClient(t.app, 'admin@example.no');
  board = await signedInClient(t.app, 'board@example.no');
  const imported = await admin.post(`/api/shareholder/${orgNo}/import-shareholders`, {
    transactionDate: '2026-01-01',
    nominalValue: '1',
    shareholders: [
      { type: 'person', name: 'Kari Nordmann', identification: '13097248022', address: 'Storgata 1', postalCode: '0150', numberOfShares: '600', shareNumbers: '1-600' },
      { type: 'selskap', name: 'Fjord Invest AS', identification: '923609016', numberOfShares: '300', shareNumbers: '601-900' },
      { type: 'person', name: 'Åse Ødegård', identification: '29029648784', numberOfShares: '50', 'shares.A': '20', shareNumbers: '901-970' },
    ].map((values, index) => ({ rowNumber: index + 2, values })),
  });
  expect(imported.status).toBe(201);
  ids = (await imported.json()).shareholders.map((s: { shareholderId: string }) => s.shareholderId);
  const classes: { id: string; shareTypeCode: string }[] = await admin.get(`/api/company/${orgNo}/shareholders/classes`).then((r) => r.json());
  const sale = await admin.post('/api/transaction/transfer', {
    organizationnumber: orgNo,
    transactionDate: '2026-03-02',
    transactionType: 'BUY_SELL',
    fromShareholderId: ids[0],
    toShareholderId: ids[1],
    sharetypeId: classes.find((c) => c.shareTypeCode === 'COMMON')!.id,
    numberOfShares: '150',
    pricePerShare: '12,3456',
  });
  expect(sale.status).toBe(201);
  saleId = (await sale.json()).id;
  openingId = (await admin.get(`/api/transactionlog/all/${orgNo}`).then((r) => r.json())).find((e: { transactionType: string }) => e.transactionType === 'SHAREHOLDING_PER_DATE').id;
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'seller@example.no'), company, 'SHAREHOLDER', { shareholderId: ids[0] });
  seller = await signedInClient(t.app, 'seller@example.no');
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'bystander@example.no'), company, 'SHAREHOLDER', { shareholderId: ids[2] });
  bystander = await signedInClient(t.app, 'bystander@example.no');
});
afterAll(() => t.close());

describe('transaction attachments', () => {
  it('keeps uploads beside the entry with the type read from the bytes, lists, downloads and deletes them, audited', async () => {
    const uploaded = await admin.upload(`/api/transactionlog/${saleId}/upload-attachment`, pdf, 'Aksjeavtale – signert.pdf');
    expect(uploaded.status).toBe(201);
    const attachment = await uploaded.json();
    expect(attachment).toMatchObject({ fileName: 'Aksjeavtale – signert.pdf', contentType: 'application/pdf', size: pdf.length, createdBy: { email: 'admin@example.no' } });
    // The browser's name says image; the bytes say Word.
    expect(await (await admin.upload(`/api/transactionlog/${saleId}/upload-attachment`, docx, 'scan.png')).json()).toMatchObject({
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    expect((await (await admin.upload(`/api/transactionlog/${saleId}/upload-attachment`, odt, 'notat.odt')).json()).contentType).toBe('application/vnd.oasis.opendocument.text');
    expect((await (await admin.upload(`/api/transactionlog/${saleId}/upload-attachment`, png, 'C:\\scans\\kvittering.png')).json()).fileName).toBe('kvittering.png');

    const entry = await admin.get(`/api/transactionlog/${saleId}`).then((r) => r.json());
    // The stored name carries the extension of the type the bytes are (the old test kept 'scan.png' for a Word file).
    expect(entry.attachments.map((a: { fileName: string }) => a.fileName)).toEqual(['Aksjeavtale – signert.pdf', 'scan.docx', 'notat.odt', 'kvittering.png']);

    const download = await admin.get(`/api/transactionlog/${saleId}/attachment/${attachment.id}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain("filename*=UTF-8''Aksjeavtale%20%E2%80%93%20signert.pdf");
    expect(await bytes(download)).toEqual(pdf);

    expect((await admin.delete(`/api/transactionlog/${saleId}/attachment/${attachment.id}`)).status).toBe(200);
    expect((await (await admin.get(`/api/transactionlog/${saleId}/attachment/${attachment.id}`)).json()).error.code).toBe('transactions.attachment.notFound');
    expect((await admin.get(`/api/transactionlog/${saleId}`).then((r) => r.json())).attachments).toHaveLength(3);
    expect(await auditCount('transaction.attachmentAdded')).toBe(4);
    expect(await auditCount('transaction.attachmentDeleted')).toBe(1);
  });

  it('stores and serves a dangerous name with the extension of the type the bytes are, without control or bidi characters, as a download', async () => {
    // A macro-enabled Word file (its content types say so) is no document we keep: `file-type` reads it as docm.
    const macroWord = zipSync({
      '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.ms-word.document.macroEnabled.main+xml"/></Types>'),
      'word/document.xml': strToU8('<w:document/>'),
      'word/vbaProject.bin': strToU8('x'),
    });
    expect(await (await admin.upload(`/api/transactionlog/${saleId}/upload-attachment`, macroWord, 'avtale.docx')).json()).toMatchObject({ error: { code: 'transactions.attachment.unsupportedType' } });
    const cases: [Uint8Array, string, string][] = [
      [pdf, 'kontrakt.bat', 'kontrakt.pdf'],
      [pdf, 'kontrakt.hta', 'kontrakt.pdf'],
      [pdf, 'kontrakt.exe', 'kontrakt.pdf'],
      [pdf, 'kontrakt.html', 'kontrakt.pdf'],
      [png, 'kvittering.pdf', 'kvittering.png'],
      [pdf, 'faktura\u202Efdp.exe', 'fakturafdp.pdf'],
      [pdf, 'Avtale v1.2', 'Avtale v1.2.pdf'],
    ];
    for (const [data, name, expected] of cases) {
      const uploaded = await admin.upload(`/api/transactionlog/${saleId}/upload-attachment`, data, name);
      const { id, fileName } = await uploaded.json();
      expect(fileName).toBe(expected);
      const download = await admin.get(`/api/transactionlog/${saleId}/attachment/${id}`);
      expect(download.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="${expected.replace('.', '\\.')}"`));
      expect(download.headers.get('x-content-type-options')).toBe('nosniff');
      await admin.delete(`/api/transactionlog/${saleId}/attachment/${id}`);
    }
  });

  it('does not change the entry or its hash chain', async () => {
    const verified = await admin.get(`/api/transactionlog/verify/${orgNo}`).then((r) => r.json());
    expect(verified).toEqual({ ok: true, entries: 2 });
  });

  it('refuses empty files, other types and files over 20 MiB', async () => {
    const refusal = async (data: Uint8Array, name: string) => {
      const response = await admin.upload(`/api/transactionlog/${openingId}/upload-attachment`, data, name);
      return [response.status, (await response.json()).error.code];
    };
    expect(await refusal(new Uint8Array(), 'empty.pdf')).toEqual([400, 'transactions.attachment.empty']);
    expect(await refusal(strToU8('<html><script>alert(1)</script></html>'), 'invoice.pdf')).toEqual([415, 'transactions.attachment.unsupportedType']);
    expect(await refusal(zipSync({ 'evil.exe': strToU8('MZ') }), 'archive.docx')).toEqual([415, 'transactions.attachment.unsupportedType']);
    const large = new Uint8Array(attachmentLimits.maxBytes + 1);
    large.set(pdf);
    expect(await refusal(large, 'large.pdf')).toEqual([413, 'transactions.attachment.tooLarge']);
    expect((await admin.get(`/api/transactionlog/${openingId}`).then((r) => r.json())).attachments).toEqual([]);
  });

  it('keeps at most 50 on an entry, also when uploads arrive together', async () => {
    for (let i = 0; i < attachmentLimits.maxPerEntry - 5; i++) expect((await admin.upload(`/api/transactionlog/${openingId}/upload-attachment`, pdf, `${i}.pdf`)).status).toBe(201);
    // A busy company answers 429 with Retry-After (upload slots); a client sends again, as the app would.
    const uploadUntilTaken = async (name: string): Promise<Response> => {
      const response = await admin.upload(`/api/transactionlog/${openingId}/upload-attachment`, png, name);
      if (response.status !== 429) return response;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return uploadUntilTaken(name);
    };
    const together = await Promise.all(Array.from({ length: 10 }, (_, i) => uploadUntilTaken(`together-${i}.png`)));
    expect(together.map((response) => response.status).sort()).toEqual([...Array(5).fill(201), ...Array(5).fill(409)]);
    expect((await together.find((response) => response.status === 409)!.json()).error.code).toBe('transactions.attachment.tooMany');
    expect((await admin.get(`/api/transactionlog/${openingId}`).then((r) => r.json())).attachments).toHaveLength(attachmentLimits.maxPerEntry);
  });

  it('needs the transactions edit right to change and view right to download; other companies’ attachments are not found', async () => {
    const [attachment] = (await admin.get(`/api/transactionlog/${saleId}`).then((r) => r.json())).attachments;
    expect((await board.upload(`/api/transactionlog/${saleId}/upload-attachment`, pdf, 'x.pdf')).status).toBe(403);
    expect((await board.delete(`/api/transactionlog/${saleId}/attachment/${attachment.id}`)).status).toBe(403);
    expect((await seller.get(`/api/transactionlog/${saleId}/attachment/${attachment.id}`)).status).toBe(403);
    // The attachment under another entry of the company is not there.
    expect((await admin.get(`/api/transactionlog/${openingId}/attachment/${attachment.id}`)).status).toBe(404);
  });
});

describe('contract note', () => {
  it('shows company, date, seller and buyer with identifiers, class, shares, share numbers, price and total', async () => {
    const response = await admin.get(`/api/contract-note-pdf/${saleId}?lang=en`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const [page] = await pdfText(await bytes(response));
    for (const text of [
      'Contract note',
      'Nordlys Teknologi AS',
      '928471632',
      '2026-03-02',
      'Seller',
      'Kari Nordmann',
      '1972-09-13',
      'Storgata 1',
      'Buyer',
      'Fjord Invest AS',
      '923609016',
      'Ordinary shares',
      '150',
      '1-150',
      'NOK 12.3456',
      'NOK 1,851.84',
      'Signature of seller',
      'Signature of buyer',
    ])
      expect(page).toContain(text);
  });

  it('is written in the user’s language without `lang`, and only for sales', async () => {
    const [page] = await pdfText(await bytes(await admin.get(`/api/contract-note-pdf/${saleId}`)));
    for (const text of ['Sluttseddel', 'Selger', 'Kjøper', '12,3456 NOK', '1 851,84 NOK', 'Underskrift kjøper']) expect(page).toContain(text);
    const opening = await admin.get(`/api/contract-note-pdf/${openingId}`);
    expect([opening.status, (await opening.json()).error.code]).toEqual([400, 'transactions.contractNote.notASale']);
    expect((await board.get(`/api/contract-note-pdf/${saleId}`)).status).toBe(403);
  });

  it('lists each class of a sale of all shares, with the total over them', async () => {
    const sale = await admin.post('/api/transaction/sellall', {
      organizationnumber: orgNo,
      transactionDate: '2026-04-01',
      transactionType: 'BUY_SELL',
      fromShareholderId: ids[2],
      toShareholderId: ids[0],
      pricePerShare: '0.1',
    });
    expect(sale.status).toBe(201);
    const [page] = await pdfText(await bytes(await admin.get(`/api/contract-note-pdf/${(await sale.json()).id}?lang=nb`)));
    for (const text of ['Åse Ødegård', '1996-02-29', 'Kari Nordmann', 'Ordinære aksjer', '901-950', 'A-aksjer', '951-970', '0,10 NOK', '5,00 NOK', '2,00 NOK', '70', '7,00 NOK'])
      expect(page).toContain(text);
  });

  it('is given in the portal to the seller or buyer only', async () => {
    const own = await seller.post(`/api/shareholder-view/${orgNo}/download-contract-note/${saleId}`, { shareholderId: ids[0], lang: 'sv' });
    expect(own.status).toBe(200);
    const [page] = await pdfText(await bytes(own));
    for (const text of ['Avräkningsnota', 'Kari Nordmann', 'Fjord Invest AS', '1 851,84 NOK']) expect(page).toContain(text);
    // Not a party to the sale: as if it did not exist.
    expect((await bystander.post(`/api/shareholder-view/${orgNo}/download-contract-note/${saleId}`, { shareholderId: ids[2] })).status).toBe(404);
    // Acting for a holder they are not.
    expect((await bystander.post(`/api/shareholder-view/${orgNo}/download-contract-note/${saleId}`, { shareholderId: ids[0] })).status).toBe(403);
  });
});
