import type { signedInApi } from './api.helpers';

type Api = Awaited<ReturnType<typeof signedInApi>>;

/**
 * A board meeting tomorrow made through the admin's API, with freetext decision matters in Norwegian, and its notice
 * sent for viewing (open access) to the board: what the admin's project editor and the board's notice link start from.
 */
export const createSentBoardMeeting = async (admin: Api, orgNo: string, projectName: string, matters: readonly { title: string; text: string }[]) => {
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const { projectId } = await admin.post('/projects/new-meeting', {
    orgNo,
    meetingType: 'BOARD_MEETING',
    projectName,
    meetingDocumentSelection: 'NOTICE_AND_MINUTES',
    meetingForm: 'hybrid',
    meetingOptions: ['NOTICE', 'MINUTES'],
    meetingDocumentLanguage: 'no',
    ordinaryGeneralMeeting: true,
    meetingDate: tomorrow,
    startTime: '12:00',
    endTime: '14:00',
  });
  const decisionIds: string[] = [];
  for (const matter of matters) {
    const { decisionId } = await admin.post(`/project/${projectId}/decisions`, { decisionType: 'freetext' });
    await admin.put(`/project/${projectId}/decisions/${decisionId}`, {
      localizedTitles: [{ language: 'no', title: matter.title }],
      matterTexts: [{ language: 'no', text: matter.text }],
      requiresGeneralMeeting: false,
      freetextTypeForAllDocuments: 'DECISION_MATTER',
    });
    decisionIds.push(decisionId);
  }
  const project = await (await admin.get(`/project/${projectId}`)).json();
  const documentOf = (type: string) => project.documents.find(({ documentType }: { documentType: string }) => documentType === type).documentId as string;
  const noticeId = documentOf('notice_board_meeting');
  await admin.post(`/document/${noticeId}/${orgNo}/send-for-viewing`, { accessType: 'open', message: 'Velkommen til styremøte.' });
  return { projectId: projectId as string, decisionIds, noticeId, minutesId: documentOf('board_meeting') };
};
