import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../../../domain/testing/pdf-text';
import { createBoardMeeting } from '../../../../testing/board-meeting-test-setup';
import { setUpGovernanceCompanies } from '../../../../testing/governance-test-setup';
import { createTestApp, type TestApp } from '../../../../testing/test-app';

let t: TestApp;
const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });
const variable = (variableType: string) => ({ type: 'autoTextVariable', attrs: { variableType, perDate: null } });

beforeAll(async () => {
  t = await createTestApp();
  await setUpGovernanceCompanies(t);
});
afterAll(() => t.close());

describe('matter texts written in the rich-text editor', () => {
  it('are sanitised on save, and the notice PDF shows them with the variables filled from the company', async () => {
    const meeting = await createBoardMeeting(t, [], { meetingDocumentLanguage: 'no' });
    const { decisionId } = await (await meeting.admin.post(`/api/project/${meeting.projectId}/decisions`, { decisionType: 'freetext' })).json();
    const text = JSON.stringify({
      type: 'doc',
      content: [
        paragraph({ type: 'text', text: 'Selskapet ' }, variable('COMPANY_NAME'), { type: 'text', text: ' (org.nr. ' }, variable('ORG_NUMBER'), { type: 'text', text: ') foreslår utbytte.' }),
        { type: 'script', content: [{ type: 'text', text: 'alert(1)' }] },
        { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph({ type: 'text', text: 'Utbytte 2 kroner', marks: [{ type: 'bold' }] })] }] },
      ],
    });
    const update = { localizedTitles: [{ language: 'no', title: 'Utbytte' }], requiresGeneralMeeting: false, freetextTypeForAllDocuments: 'DECISION_MATTER' };
    const saved = await meeting.admin.put(`/api/project/${meeting.projectId}/decisions/${decisionId}`, { ...update, matterTexts: [{ language: 'no', text }] });
    expect(saved.status).toBe(200);
    const project = await (await meeting.admin.get(`/api/project/${meeting.projectId}`)).json();
    const stored: string = project.decisions[0].matterTexts[0].text;
    expect(stored).not.toContain('script');
    expect(stored).not.toContain('alert');

    const pdf = await meeting.admin.get(`/api/document/view/pdf/${meeting.noticeId}/928471632`);
    const pdfLines = (await pdfText(new Uint8Array(await pdf.arrayBuffer()))).join('\n');
    expect(pdfLines).toContain('Selskapet Company 928471632 (org.nr. 928471632) foreslår utbytte.');
    expect(pdfLines).toContain('• Utbytte 2 kroner');
    expect(pdfLines).not.toContain('alert');
  });

  it('refuses an auto-text variable that does not exist and an empty document, changing nothing', async () => {
    const meeting = await createBoardMeeting(t, [], { meetingDocumentLanguage: 'no' });
    const { decisionId } = await (await meeting.admin.post(`/api/project/${meeting.projectId}/decisions`, { decisionType: 'freetext' })).json();
    const update = { localizedTitles: [{ language: 'no', title: 'Utbytte' }], requiresGeneralMeeting: false, freetextTypeForAllDocuments: 'DECISION_MATTER' };
    const unknown = await meeting.admin.put(`/api/project/${meeting.projectId}/decisions/${decisionId}`, {
      ...update,
      matterTexts: [{ language: 'no', text: JSON.stringify({ type: 'doc', content: [paragraph(variable('SECRET_SALARY'))] }) }],
    });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(await unknown.json())).toContain('texts.unknownVariable');
    const empty = await meeting.admin.put(`/api/project/${meeting.projectId}/decisions/${decisionId}`, { ...update, matterTexts: [{ language: 'no', text: JSON.stringify({ type: 'doc', content: [{ type: 'paragraph' }] }) }] });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(await empty.json())).toContain('required');
    const project = await (await meeting.admin.get(`/api/project/${meeting.projectId}`)).json();
    expect(project.decisions[0].matterTexts).toEqual([]);
  });
});
