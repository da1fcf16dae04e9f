/** `/company/{orgNo}/projects` (seed 002, section 2). */
export const projectsPath = (orgNo: string) => `/company/${encodeURIComponent(orgNo)}/projects`;

/** `/company/{orgNo}/projects/{projectId}`: the project editor. */
export const projectPath = (orgNo: string, projectId: string) => `${projectsPath(orgNo)}/${encodeURIComponent(projectId)}`;
