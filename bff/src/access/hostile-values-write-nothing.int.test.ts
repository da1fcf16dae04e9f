import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBoardMeeting } from '../../testing/board-meeting-test-setup';
import { as, governanceOrgs, setUpGovernanceCompanies } from '../../testing/governance-test-setup';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { TestClient } from '../../testing/test-client';

/**
 * Each class of bad value (a NUL, a lone surrogate, a value past its field's length) sent where each kind of field
 * takes it: a path parameter, a search term, a JSON text field, a text inside a rich text's JSON, an email of a list,
 * the announcement, the power-of-attorney recipient's name and the innsyn request. Each is answered 400 with the key
 * of its class and writes no row in any table.
 */
let t: TestApp;
let admin: TestClient;
let meeting: Awaited<ReturnType<typeof createBoardMeeting>>;
const orgNo = governanceOrgs.a;
const anyId = '00000000-0000-4000-8000-000000000000';

const keysOf = { nul: ['invalidCharacters'], loneSurrogate: ['invalidCharacters'], overLong: ['maxStringLength', 'text-too-long', 'texts.tooLong'] } as const;
type BadClass = keyof typeof keysOf;
const inText: Record<BadClass, string> = { nul: 'Kari\u0000Nordmann', loneSurrogate: 'Kari \ud800Nordmann', overLong: 'x'.repeat(100_001) };
const inUrl: Record<BadClass, string> = { nul: 'Kari%00Nordmann', loneSurrogate: 'Kari%ED%A0%80', overLong: 'x'.repeat(9_000) };
/** The rich text's own JSON writes the character as an escape, so only its parsed text holds it. */
const inRichText: Record<BadClass, string> = { nul: 'Kari\\u0000Nordmann', loneSurrogate: 'Kari\\ud800Nordmann', overLong: 'x'.repeat(100_001) };
const richText = (text: string) => `{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"${text}"}]}]}`;
const email = (kind: BadClass) => (kind === 'overLong' ? `${'a'.repeat(400)}@example.no` : `${inText[kind]}@example.no`);

type Call = { name: string; send: (kind: BadClass) => Promise<Response> };
const calls = (): Call[] => {
  const boardMeeting = (form: Record<string, unknown>) => admin.put(`/api/project/${meeting.projectId}/board-meeting`, { boardMeetingNumber: 3, meetingDate: '2099-03-14', startTime: '12:00', endTime: '14:00', boardMeetingForm: 'hybrid', meetingPlace: 'companysOffice', noticeDescription: '', participants: [], extraParticipants: [], documentLanguage: 'no', ...form });
  return [
    { name: 'path parameter', send: (kind) => admin.put(`/api/shareholder/${inUrl[kind]}/remark`, { remark: 'Merknad' }) },
    { name: 'search term', send: (kind) => admin.get(`/api/company/${orgNo}/shareholders/list?filter=${encodeURIComponent('{"q":"')}${inUrl[kind]}${encodeURIComponent('"}')}`) },
    { name: 'JSON text field', send: (kind) => admin.post('/api/shareholder/new-shareholder', { orgNo, shareholderType: 'PERSON', name: inText[kind] }) },
    { name: 'rich text', send: (kind) => boardMeeting({ noticeDescription: richText(inRichText[kind]) }) },
    { name: 'email of a list', send: (kind) => boardMeeting({ extraParticipants: [{ name: 'Revisor Rask', email: email(kind) }] }) },
    { name: 'announcement', send: (kind) => admin.post(`/api/general-meeting/${meeting.projectId}/announcement`, { message: inText[kind] }) },
    { name: 'power-of-attorney recipient', send: (kind) => new TestClient(t.app).post(`/api/general-meeting/${anyId}/poa/${'t'.repeat(43)}`, { poaRecipientRole: 'other', poaRecipientName: inText[kind], poaRecipientEmail: 'ola@example.no' }) },
    { name: 'innsyn request', send: (kind) => new TestClient(t.app).post(`/api/innsyn/${orgNo}`, { name: 'Kari Nordmann', email: 'kari@example.no', message: inText[kind] }) },
  ];
};

/** The rows of every table but the rate limiter's windows (a limit counts refused calls too), read exactly. */
const rowCounts = async () =>
  Object.fromEntries(
    (
      await t.orm.em.getConnection().execute<{ name: string; rows: number }[]>(
        `select table_name as name, (xpath('/row/c/text()', query_to_xml(format('select count(*) as c from %I', table_name), false, true, '')))[1]::text::int as rows
         from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'rate_limit_window' order by 1`,
      )
    ).map(({ name, rows }) => [name, rows]),
  );

beforeAll(async () => {
  t = await createTestApp();
  await setUpGovernanceCompanies(t);
  meeting = await createBoardMeeting(t, [{ title: 'Budsjett', text: 'Styret godkjenner budsjettet.' }]);
  admin = await as(t, 'admin-a@example.no');
});
afterAll(() => t.close());

describe('each bad value class where each kind of field takes it', () => {
  it('is refused 400 with the key of its class, and no table gains or loses a row', async () => {
    const before = await rowCounts();
    expect(Object.keys(before).length).toBeGreaterThan(50);
    const answers: string[] = [];
    for (const { name, send } of calls())
      for (const kind of Object.keys(keysOf) as BadClass[]) {
        const response = await send(kind);
        const body = await response.text();
        const keyed = keysOf[kind].some((key) => body.includes(`"${key}"`));
        if (response.status !== 400 || !keyed) answers.push(`${name} ${kind}: ${response.status} ${body.slice(0, 200)}`);
      }
    expect(answers).toEqual([]);
    expect(await rowCounts()).toEqual(before);
  }, 120_000);
});
