/** `/company/{orgNo}/general-meetings`: the company's projects with a general meeting notice or minutes. */
export const generalMeetingsPath = (orgNo: string) => `/company/${encodeURIComponent(orgNo)}/general-meetings`;

/** `/company/{orgNo}/general-meeting-preview/{projectId}` (seed 002, section 2): one general meeting's screen. */
export const generalMeetingPath = (orgNo: string, projectId: string) => `/company/${encodeURIComponent(orgNo)}/general-meeting-preview/${encodeURIComponent(projectId)}`;
