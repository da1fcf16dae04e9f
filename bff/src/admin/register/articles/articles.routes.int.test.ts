import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '@andel/domain/testing';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { openTestRegister } from '../../../../testing/register-test-setup';
import { TestClient } from '../../../../testing/test-client';
import { createTestUser, grantTestAccess, testPassword } from '../../../../testing/test-users';
import { Company } from '@andel/domain/server';

const orgNo = '918273645';
let t: TestApp;
let r: Awaited<ReturnType<typeof openTestRegister>>;
let board: TestClient;

const both = (nb: string, en: string) => [
  { language: 'nb', text: nb },
  { language: 'en', text: en },
];
const entries = (paragraph: number, nb: [string, string], en: [string, string]) => [
  { paragraph, language: 'nb', name: nb[0], text: nb[1] },
  { paragraph, language: 'en', name: en[0], text: en[1] },
];
const document = {
  date: '2025-01-01',
  languages: ['nb', 'en'],
  paragraphFormat: { prefix: '§ ', suffix: '' },
  shareCapitalParagraph: 3,
  jsondata: [
    ...entries(1, ['Foretaksnavn', 'Selskapets foretaksnavn er Testselskap AS.'], ['Company name', 'The company name is Testselskap AS.']),
    ...entries(2, ['Forretningskontor', 'Forretningskontoret er i Bergen.'], ['Registered office', 'The registered office is in Bergen.']),
    ...entries(3, ['Aksjekapital', 'Aksjekapitalen er 1 NOK.'], ['Share capital', 'The share capital is NOK 1.']),
  ],
};
const titles = (version: { articles: { paragraph: number; titles: { language: string; text: string }[] }[] }) =>
  version.articles.map((article) => `${article.paragraph} ${article.titles.find((title) => title.language === 'nb')?.text}`);
const versions = async () => (await r.admin.get(`/api/articleofassociation/list/${orgNo}`)).json() as Promise<{ id: string; status: string; locked: boolean }[]>;
const inForce = async (date: string) => (await r.admin.post(`/api/articlesofassociation/${orgNo}/date`, { date })).json();
const change = (body: Record<string, unknown>) => r.admin.post(`/api/articlesofassociation/${orgNo}/changes`, body);

beforeAll(async () => {
  t = await createTestApp();
  r = await openTestRegister(t, orgNo, 2);
  await r.record('shareholdingperdate', '2024-06-01', {
    nominalValue: '1.5',
    shareAllocation: [
      { shareholderId: r.holders[0], sharetypeId: r.classA, numberOfShares: 30000 },
      { shareholderId: r.holders[1], sharetypeId: r.classA, numberOfShares: 10000 },
    ],
  });
  const member = await createTestUser(t.orm, 'styre-articles@example.no');
  await grantTestAccess(t.orm, member, await t.orm.em.fork().findOneOrFail(Company, { organisationNumber: orgNo }), 'BOARD_MEMBER');
  board = new TestClient(t.app);
  await board.signIn('styre-articles@example.no', testPassword);
});
afterAll(() => t.close());

describe('articles of association', () => {
  it('refuses a paragraph without its English text or title and writes nothing', async () => {
    expect(await inForce('2026-01-01')).toBeNull();
    const missing = { ...document, jsondata: document.jsondata.map((entry) => (entry.paragraph === 2 && entry.language === 'en' ? { ...entry, name: '', text: '' } : entry)) };
    const res = await r.admin.put(`/api/articlesofassociation/${orgNo}`, missing);
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toMatchObject({ 'paragraphs.2.en.name': 'required', 'paragraphs.2.en.text': 'required' });
    const gap = await r.admin.put(`/api/articlesofassociation/${orgNo}`, { ...document, jsondata: document.jsondata.filter((entry) => entry.paragraph !== 2) });
    expect((await gap.json()).errors['paragraphs.3']).toBe('articles.unknownParagraph');
    const swedish = await r.admin.put(`/api/articlesofassociation/${orgNo}`, { ...document, languages: ['sv'], jsondata: document.jsondata.map((entry) => ({ ...entry, language: 'sv' })).filter((_, index) => index % 2 === 0) });
    expect((await swedish.json()).error.code).toBe('articles.languageNotOffered');
    expect(await versions()).toEqual([]);
  });

  it('saves a version, adds and removes paragraphs with renumbering, and undoes them', async () => {
    const saved = await (await r.admin.put(`/api/articlesofassociation/${orgNo}`, document)).json();
    expect(titles(saved)).toEqual(['1 Foretaksnavn', '2 Forretningskontor', '3 Aksjekapital']);
    expect(saved.jsondata).toContainEqual({ paragraph: 1, language: 'en', name: 'Company name', text: 'The company name is Testselskap AS.' });

    const noEnglishTitle = await change({ versionId: saved.id, action: 'AddArticle', paragraph: 2, titlesAfter: [{ language: 'nb', text: 'Formål' }], textsAfter: both('Selskapets formål er utvikling.', 'The object is development.') });
    expect(noEnglishTitle.status).toBe(400);
    expect((await noEnglishTitle.json()).error).toMatchObject({ code: 'articles.titleMissing', params: { language: 'en' } });
    expect((await change({ versionId: saved.id, action: 'EditArticle', paragraph: 9, titlesAfter: both('X', 'X') })).status).toBe(400);
    const empty = await change({ versionId: saved.id, action: 'EditArticle', paragraph: 1, titlesAfter: both('', ''), textsAfter: both('', '') });
    expect((await empty.json()).errors.textsAfter).toBe('articles.emptyChange');
    expect((await inForce('2025-01-01')).changes).toEqual([]);

    const added = await (await change({ versionId: saved.id, action: 'AddArticle', paragraph: 2, titlesAfter: both('Formål', 'Object'), textsAfter: both('Selskapets formål er utvikling.', 'The object is development.') })).json();
    expect(titles(added)).toEqual(['1 Foretaksnavn', '2 Formål', '3 Forretningskontor', '4 Aksjekapital']);
    expect(added.shareCapitalParagraph).toBe(4);
    const removed = await (await change({ versionId: saved.id, action: 'RemoveArticle', paragraph: 1 })).json();
    expect(titles(removed)).toEqual(['1 Formål', '2 Forretningskontor', '3 Aksjekapital']);
    expect(removed.shareCapitalParagraph).toBe(3);

    const [addChange, removeChange] = removed.changes;
    expect((await r.admin.delete(`/api/articlesofassociation/${orgNo}/changes/${saved.id}/${addChange.id}`)).status).toBe(409);
    const undone = await (await r.admin.delete(`/api/articlesofassociation/${orgNo}/changes/${saved.id}/${removeChange.id}`)).json();
    expect(titles(undone)).toEqual(['1 Foretaksnavn', '2 Formål', '3 Forretningskontor', '4 Aksjekapital']);
    const original = await (await r.admin.delete(`/api/articlesofassociation/${orgNo}/changes/${saved.id}/${addChange.id}`)).json();
    expect(original.articles).toEqual(saved.articles);
    expect(original.shareCapitalParagraph).toBe(3);

    const edited = await (await change({ versionId: saved.id, action: 'EditArticle', paragraph: 2, titlesAfter: both('', ''), textsAfter: both('Forretningskontoret er i Oslo.', '') })).json();
    expect(edited.jsondata.filter((entry: { paragraph: number }) => entry.paragraph === 2)).toEqual([
      { paragraph: 2, language: 'nb', name: 'Forretningskontor', text: 'Forretningskontoret er i Oslo.' },
      { paragraph: 2, language: 'en', name: 'Registered office', text: 'The registered office is in Bergen.' },
    ]);
  });

  it('writes the share capital article from the register as of a date, and the PDF reads back', async () => {
    const before = await r.admin.post(`/api/articlesofassociation/${orgNo}/share-capital`, { date: '2024-01-01' });
    expect((await before.json()).error.code).toBe('articles.noShareCapital');
    const updated = await (await r.admin.post(`/api/articlesofassociation/${orgNo}/share-capital`, { date: '2024-12-31' })).json();
    const capital = updated.jsondata.filter((entry: { paragraph: number }) => entry.paragraph === 3);
    expect(capital[0].text).toMatch(/^Selskapets aksjekapital er 60\s000 NOK fordelt på 40\s000 aksjer, hver pålydende 1,50 NOK\.$/);
    expect(capital[1].text).toMatch(/^The company’s share capital is NOK 60,000, divided into 40,000 shares, each with a nominal value of NOK 1\.50\.$/);

    const res = await r.admin.get(`/api/articlesofassociation/${orgNo}/download?lang=nb`);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const [page] = await pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(page).toContain('Vedtekter');
    expect(page).toContain('§ 1 Foretaksnavn');
    expect(page).toContain('§ 3 Aksjekapital');
    expect(page).toMatch(/Selskapets aksjekapital er 60\s000 NOK/);
    expect(page).toContain('Gjelder fra 2025-01-01');
    const [english] = await pdfText(new Uint8Array(await (await r.admin.get(`/api/articlesofassociation/${orgNo}/download?lang=en`)).arrayBuffer()));
    expect(english).toContain('§ 2 Registered office');
  });

  it('keeps earlier versions as locked history and reads the one in force on a day', async () => {
    const first = (await versions())[0]!;
    const second = await (await r.admin.put(`/api/articlesofassociation/${orgNo}`, { ...document, date: '2026-01-01' })).json();
    expect((await versions()).map((version) => version.locked)).toEqual([false, true]);
    const locked = await change({ versionId: first.id, action: 'RemoveArticle', paragraph: 1 });
    expect(locked.status).toBe(409);
    expect((await locked.json()).error.code).toBe('articles.locked');
    expect((await r.admin.put(`/api/articlesofassociation/${orgNo}`, { ...document, id: first.id })).status).toBe(409);
    expect((await (await r.admin.put(`/api/articlesofassociation/${orgNo}`, { ...document, date: '2025-06-01' })).json()).error.code).toBe('articles.notLatestDate');
    expect((await inForce('2025-12-31')).id).toBe(first.id);
    expect((await inForce('2026-01-01')).id).toBe(second.id);
    expect(await inForce('2024-12-31')).toBeNull();
  });

  it('imports today’s articles from a .docx or pasted text as a draft, and discards it', async () => {
    const docx = await readFile(new URL('../../../../testing/fixtures/vedtekter.docx', import.meta.url));
    const draft = await (await r.admin.upload(`/api/articlesofassociation/${orgNo}/import?date=2026-06-01`, docx, 'vedtekter.docx')).json();
    expect(draft).toMatchObject({ status: 'IMPORT', languages: ['nb'], paragraphFormat: { prefix: '§ ', suffix: '' }, shareCapitalParagraph: 3 });
    expect(titles(draft)).toEqual(['1 Foretaksnavn', '2 Forretningskontor', '3 Aksjekapital']);
    expect((await r.admin.upload(`/api/articlesofassociation/${orgNo}/import?date=2026-06-01`, new Uint8Array([0, 1, 2]), 'x.docx')).status).toBe(400);
    const pasted = await r.admin.post(`/api/articlesofassociation/${orgNo}/import?date=2026-06-01`, { text: '§ 1 Navn\nSelskapet heter Test AS.' });
    expect(pasted.status).toBe(201);
    const adopted = (await versions()).find((version) => version.status === 'ADOPTED')!;
    expect((await (await r.admin.delete(`/api/articlesofassociation/${orgNo}/discard-import/${adopted.id}`)).json()).error.code).toBe('articles.notAnImport');
    expect((await r.admin.delete(`/api/articlesofassociation/${orgNo}/discard-import/${draft.id}`)).status).toBe(200);
    expect((await versions()).filter((version) => version.status === 'IMPORT')).toHaveLength(1);
  });

  it('lets a board member read the articles and their PDF, and change nothing', async () => {
    const reading = await (await board.get(`/api/board-member-view/${orgNo}/articles`)).json();
    expect(reading.articles.date).toBe('2026-01-01');
    expect(reading.versions.every((version: { status: string }) => version.status === 'ADOPTED')).toBe(true);
    expect((await board.get(`/api/board-member-view/${orgNo}/articles/download`)).headers.get('content-type')).toBe('application/pdf');
    expect((await board.put(`/api/articlesofassociation/${orgNo}`, document)).status).toBe(403);
  });

  it('lets a holder read the articles in force on a day in the shareholder portal', async () => {
    const company = await t.orm.em.fork().findOneOrFail(Company, { organisationNumber: orgNo });
    await grantTestAccess(t.orm, await createTestUser(t.orm, 'holder-articles@example.no'), company, 'SHAREHOLDER', { shareholderId: r.holders[0] });
    const holder = new TestClient(t.app);
    await holder.signIn('holder-articles@example.no', testPassword);
    const reading = await (await holder.get(`/api/shareholder-view/${orgNo}/${r.holders[0]}/articles?date=2025-06-30`)).json();
    expect(reading.articles.date).toBe('2025-01-01');
    expect((await holder.get(`/api/shareholder-view/${orgNo}/${r.holders[1]}/articles`)).status).toBe(403);
    expect((await holder.get(`/api/articleofassociation/list/${orgNo}`)).status).toBe(403);
  });
});
