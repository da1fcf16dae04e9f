/**
 * Whether each reviewer (by company role) has given feedback on the minutes since they were sent for review: a vote
 * or a comment on one of the matters. Votes and comments from the notice's round, before the sending, do not count.
 */
export const feedbackGiven = ({ reviewerRoleIds, sentAt, votes, comments }: {
  reviewerRoleIds: readonly string[];
  sentAt: Date;
  votes: readonly { roleId: string; at: Date }[];
  comments: readonly { roleId: string | null; at: Date }[];
}): boolean[] => {
  const answered = new Set([...votes, ...comments].filter(({ at }) => at >= sentAt).map(({ roleId }) => roleId));
  return reviewerRoleIds.map((roleId) => answered.has(roleId));
};
