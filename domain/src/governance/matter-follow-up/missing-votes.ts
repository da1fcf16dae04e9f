/**
 * How many of the meeting's decision matters each voter has not voted on: the board roles the notice went to,
 * against the votes given (a vote is one per matter and role, so a second one replaces the first and counts once).
 */
export const missingVotes = ({ matterIds, voterRoleIds, votes }: { matterIds: readonly string[]; voterRoleIds: readonly string[]; votes: readonly { decisionId: string; roleId: string }[] }): Map<string, number> => {
  const matters = new Set(matterIds);
  const given = new Set(votes.filter((vote) => matters.has(vote.decisionId)).map((vote) => `${vote.roleId}:${vote.decisionId}`));
  return new Map(voterRoleIds.map((roleId) => [roleId, matterIds.filter((matterId) => !given.has(`${roleId}:${matterId}`)).length]));
};
