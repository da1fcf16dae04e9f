/** The react-query key of a meeting's live state, which the socket keeps up to date. */
export const liveMeetingQueryKey = (projectId: string) => ['live-meeting', projectId] as const;
