/** `/portfolio/{scope}/batch-projects`: the portfolio's batch projects. */
export const batchProjectsPath = (scope: string) => `/portfolio/${encodeURIComponent(scope)}/batch-projects`;

/** `/portfolio/{scope}/batch-projects/{id}`: one batch's overview. */
export const batchProjectPath = (scope: string, id: string) => `${batchProjectsPath(scope)}/${encodeURIComponent(id)}`;
