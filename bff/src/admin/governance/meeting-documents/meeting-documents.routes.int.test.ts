import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../../../domain/testing/pdf-text';
import { addBoardRoles, createBoardMeeting, noticeLinksTo } from '../../../../testing/board-meeting-test-setup';
import { as, setUpGovernanceCompanies } from '../../../../testing/governance-test-setup';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { TestClient } from '../../../../testing/test-client';

let t: TestApp;
let roles: Record<string, string>;
const matters = [
  { title: 'Godkjenning av budsjett', text: 'Styret godkjenner budsjettet.\n\nBudsjettet er vedlagt.' },
  { title: 'Nytt kontor', text: 'Styret vedtar å leie nytt kontor.' },
  { title: 'Ny bil', text: 'Styret kjøper ny bil.' },
  { title: 'Orientering', text: 'Daglig leder orienterer om driften.', type: 'INFORMATION_MATTER' as const },
];

const textOf = async (response: Response) => {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  return (await pdfText(new Uint8Array(await response.arrayBuffer()))).join('\n');
};

beforeAll(async () => {
  t = await createTestApp();
  const { a } = await setUpGovernanceCompanies(t);
  roles = await addBoardRoles(
    t,
    a,
    [
      ['chairperson', 'Kari', 'Leder', 'leder@example.no'],
      ['member', 'Arne', 'Alm', 'alm@example.no'],
      ['member', 'Bodil', 'Berg', 'berg@example.no'],
    ],
    ['leder@example.no'],
  );
});
afterAll(() => t.close());

describe('the notice and minutes as PDFs (GET /document/view/pdf/{documentId}/{orgNo})', () => {
  it('renders the notice with company, details, participants and matters in two languages side by side', async () => {
    const meeting = await createBoardMeeting(t, matters.slice(0, 2));
    const text = await textOf(await meeting.admin.get(`/api/document/view/pdf/${meeting.noticeId}/928471632`));
    for (const expected of [
      'Innkalling til styremøte: Styremøte mars',
      'Notice of board meeting: Styremøte mars',
      'Company 928471632',
      'Org.nr. 928471632',
      'Org. no. 928471632',
      '14. mars 2099 12:00–14:00',
      '14 March 2099 12:00–14:00',
      'Hybridmøte',
      'Hybrid meeting',
      'Kari Leder',
      'Saksliste',
      'Agenda',
      'Sak 1',
      'Matter 2',
      'Godkjenning av budsjett',
      'Godkjenning av budsjett (en)',
      'Budsjettet er vedlagt.',
      'Styret vedtar å leie nytt kontor. (en)',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Resultat');
  });

  it('renders the minutes with each matter\'s outcome from the board\'s votes, the chair and the signatories', async () => {
    const meeting = await createBoardMeeting(t, matters, { meetingDocumentLanguage: 'no' });
    expect((await meeting.admin.post(`/api/document/${meeting.noticeId}/928471632/send-for-viewing`, { accessType: 'open', message: 'Hei' })).status).toBe(200);
    const link = async (email: string) => (await noticeLinksTo(t, email)).at(-1)!.token;
    const vote = async (email: string, index: number, value: string) => {
      const response = await new TestClient(t.app).post(`/api/boardmember-view/review/${await link(email)}/vote`, { decisionId: meeting.decisionIds[index], vote: value });
      expect(response.status).toBe(200);
    };
    await vote('leder@example.no', 0, 'for');
    await vote('alm@example.no', 0, 'for');
    await vote('berg@example.no', 0, 'against');
    await vote('leder@example.no', 1, 'against');
    await vote('alm@example.no', 1, 'for');
    const text = await textOf(await meeting.admin.get(`/api/document/view/pdf/${meeting.minutesId}/928471632`));
    expect(text).toContain('Protokoll fra styremøte: Styremøte mars');
    expect(text).not.toContain('Minutes of board meeting');
    const outcome = (title: string) => text.slice(text.indexOf(title)).match(/Resultat: ([^F]+?) For/)?.[1];
    expect(outcome('Godkjenning av budsjett')).toBe('Vedtatt');
    expect(text).toContain('For: 2, mot: 1, blank: 0');
    // A tie: the chair voted against.
    expect(outcome('Nytt kontor')).toBe('Ikke vedtatt');
    expect(text).toContain('Møteleders stemme avgjorde ved stemmelikhet.');
    expect(outcome('Ny bil')).toBe('Ikke stemt over');
    expect(text.slice(text.indexOf('Orientering'))).not.toContain('Resultat');
    expect(text).toContain('Møteleder: Kari Leder');
    expect(text).toContain('Signatarer');
    for (const name of ['Kari Leder', 'Arne Alm', 'Bodil Berg']) expect(text.slice(text.indexOf('Signatarer'))).toContain(name);
  });

  it('writes a Swedish document in Swedish, and lets the recipient and the board member download the notice', async () => {
    const meeting = await createBoardMeeting(t, matters.slice(0, 1), { meetingDocumentLanguage: 'sv' });
    const text = await textOf(await meeting.admin.get(`/api/document/view/pdf/${meeting.noticeId}/928471632`));
    expect(text).toContain('Kallelse till styrelsemöte: Styremøte mars');
    expect(text).toContain('Dagordning');
    // Without a Swedish text, the matter is written as it was written.
    expect(text).toContain('Godkjenning av budsjett');
    await meeting.admin.post(`/api/document/${meeting.noticeId}/928471632/send-for-viewing`, { accessType: 'open', message: 'Hej' });
    const token = (await noticeLinksTo(t, 'alm@example.no')).at(-1)!.token;
    expect(await textOf(await new TestClient(t.app).get(`/api/boardmember-view/notice-board-meeting/${token}/download-as-pdf/${meeting.noticeId}`))).toContain('Kallelse till styrelsemöte');
    const other = await createBoardMeeting(t, []);
    expect((await new TestClient(t.app).get(`/api/boardmember-view/notice-board-meeting/${token}/download-as-pdf/${other.noticeId}`)).status).toBe(404);
    expect(await textOf(await (await as(t, 'leder@example.no')).get(`/api/boardmember-view/928471632/meetings/${meeting.projectId}/download-as-pdf`))).toContain('Dagordning');
  });

  it('keeps another company\'s documents from an admin', async () => {
    const meeting = await createBoardMeeting(t, matters.slice(0, 1));
    expect((await (await as(t, 'admin-b@example.no')).get(`/api/document/view/pdf/${meeting.noticeId}/931754289`)).status).toBe(404);
    expect((await (await as(t, 'admin-b@example.no')).get(`/api/document/view/pdf/${meeting.noticeId}/928471632`)).status).toBe(403);
    void roles;
  });
});
