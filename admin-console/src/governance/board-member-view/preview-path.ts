/** `/company/{orgNo}/board-meeting-preview/{projectId}` (seed 002, section 2). */
export const boardMeetingPreviewPath = (orgNo: string, projectId: string) => `/company/${encodeURIComponent(orgNo)}/board-meeting-preview/${encodeURIComponent(projectId)}`;
