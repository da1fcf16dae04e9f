import { AuditEvent, DocumentAttachment } from '@andel/domain/server';
import { samplePdf, unwalkablePdfs } from '@andel/domain/testing';
import type { BoardMemberNotice, DocumentAttachmentInfo } from '@andel/domain/shared';
import { strFromU8, strToU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBoardRoles, createBoardMeeting, noticeLinksTo } from '../../../../testing/board-meeting-test-setup';
import { as, setUpGovernanceCompanies } from '../../../../testing/governance-test-setup';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { TestClient } from '../../../../testing/test-client';

let t: TestApp;
const pdf = samplePdf('Budsjett');
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
const matters = [{ title: 'Godkjenning av budsjett', text: 'Styret godkjenner budsjettet.' }];

const written = async () => {
  const em = t.orm.em.fork();
  return { attachments: await em.count(DocumentAttachment, {}), audit: await em.count(AuditEvent, { type: { $like: 'project.attachment%' } }) };
};

beforeAll(async () => {
  t = await createTestApp();
  const { a } = await setUpGovernanceCompanies(t);
  await addBoardRoles(t, a, [['chairperson', 'Kari', 'Leder', 'leder@example.no']]);
});
afterAll(() => t.close());

describe('attachments of a project\'s documents', () => {
  it('uploads files whose bytes match their type, lists them, and shows them behind the notice link: a PDF inline, others downloaded, all in a zip with the notice', async () => {
    const meeting = await createBoardMeeting(t, matters, { meetingDocumentLanguage: 'no' });
    const base = `/api/project/${meeting.projectId}/documents/${meeting.noticeId}/attachments`;
    const uploaded = await meeting.admin.upload(base, pdf, 'Budsjett 2099.pdf');
    expect(uploaded.status).toBe(201);
    expect((await uploaded.json()) as DocumentAttachmentInfo).toMatchObject({ filename: 'Budsjett 2099.pdf', contentType: 'application/pdf', size: pdf.length });
    expect((await meeting.admin.upload(base, png, 'kart.png')).status).toBe(201);
    const listed = (await (await meeting.admin.get(base)).json()) as DocumentAttachmentInfo[];
    expect(listed.map(({ filename, contentType }) => [filename, contentType])).toEqual([
      ['Budsjett 2099.pdf', 'application/pdf'],
      ['kart.png', 'image/png'],
    ]);

    expect((await meeting.admin.post(`/api/document/${meeting.noticeId}/928471632/send-for-viewing`, { accessType: 'open', message: 'Hei' })).status).toBe(200);
    const token = (await noticeLinksTo(t, 'leder@example.no')).at(-1)!.token;
    const anonymous = new TestClient(t.app);
    const notice = (await (await anonymous.get(`/api/boardmember-view/notice-board-meeting/${token}`)).json()) as BoardMemberNotice;
    expect(notice.uploadedFiles.map(({ filename }) => filename)).toEqual(['Budsjett 2099.pdf', 'kart.png']);
    const inline = await anonymous.get(`/api/boardmember-view/notice-board-meeting/${token}/attachment/${listed[0]!.id}`);
    expect(inline.headers.get('content-type')).toBe('application/pdf');
    expect(inline.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(new Uint8Array(await inline.arrayBuffer())).toEqual(pdf);
    const download = await anonymous.get(`/api/boardmember-view/notice-board-meeting/${token}/attachment/${listed[1]!.id}`);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);

    const zipped = await anonymous.get(`/api/boardmember-view/notice-board-meeting/${token}/download-notice-and-attachments/${meeting.noticeId}`);
    expect(zipped.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(new Uint8Array(await zipped.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(['Budsjett 2099.pdf', 'kart.png', 'notice-Styremøte mars-2099-03-14.pdf']);
    expect(strFromU8(files['notice-Styremøte mars-2099-03-14.pdf']!.slice(0, 5))).toBe('%PDF-');
    expect(files['kart.png']).toEqual(png);

    // Another meeting's attachment is not served through this link; the sent notice takes no new attachment.
    const other = await createBoardMeeting(t, matters);
    const foreign = (await (await other.admin.upload(`/api/project/${other.projectId}/documents/${other.noticeId}/attachments`, pdf, 'annen.pdf')).json()) as DocumentAttachmentInfo;
    expect((await anonymous.get(`/api/boardmember-view/notice-board-meeting/${token}/attachment/${foreign.id}`)).status).toBe(404);
    const before = await written();
    const locked = await meeting.admin.upload(base, pdf, 'sent-etter.pdf');
    expect(locked.status).toBe(409);
    expect((await locked.json()).error.code).toBe('projects.documentsLocked');
    expect((await meeting.admin.delete(`${base}/${listed[0]!.id}`)).status).toBe(409);
    expect(await written()).toEqual(before);
  });

  it('refuses a file whose bytes do not match its type, an unsupported, empty or unreadable file, and another company\'s admin, writing nothing', async () => {
    const meeting = await createBoardMeeting(t, matters);
    const base = `/api/project/${meeting.projectId}/documents/${meeting.noticeId}/attachments`;
    const before = await written();
    const cases: [Uint8Array, string, number, string][] = [
      [png, 'budsjett.pdf', 400, 'invalid-file'],
      [strToU8('<!doctype html><script>alert(1)</script>'), 'side.pdf', 400, 'invalid-file'],
      [new Uint8Array(), 'tom.pdf', 400, 'invalid-file'],
      [unwalkablePdfs.cyclicPageTree(), 'syklus.pdf', 400, 'unreadable-pdf'],
      [strToU8('MZ\x90\x00\x03\x00\x00\x00\x04\x00'), 'program.exe', 415, 'unsupported-files'],
    ];
    for (const [data, name, status, code] of cases) {
      const response = await meeting.admin.upload(base, data, name);
      expect(response.status, name).toBe(status);
      const body = await response.json();
      expect(body.error.code, name).toBe(code);
      expect(body.error.params.files).toBe(name);
    }
    const stranger = await as(t, 'admin-b@example.no');
    expect((await stranger.upload(base, pdf, 'x.pdf')).status).toBe(403);
    expect((await stranger.get(base)).status).toBe(403);
    expect(await written()).toEqual(before);
    // Removing one works while the project is open.
    const added = (await (await meeting.admin.upload(base, pdf, 'x.pdf')).json()) as DocumentAttachmentInfo;
    expect((await meeting.admin.delete(`${base}/${added.id}`)).status).toBe(200);
    expect((await (await meeting.admin.get(base)).json()) as unknown[]).toEqual([]);
  });
});
