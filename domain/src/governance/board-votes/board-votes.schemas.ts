import { z } from 'zod';
import { textSchema } from '../../kernel/validation/text';
import { boardVoteValues, matterCommentMaxLength } from './board-vote-constants';

/** `POST /boardmember-view/review/{meetingEmailId}/vote` (seed 002, section 7). */
export const ZBoardVoteSchema = z.object({ decisionId: z.uuid(), vote: z.enum(boardVoteValues) });
export type TBoardVote = z.infer<typeof ZBoardVoteSchema>;

/** `POST .../comment` (seed 002, section 7): a matter and a non-blank text. */
export const ZMatterCommentSchema = z.object({ decisionId: z.uuid(), commentText: textSchema(matterCommentMaxLength, { required: true }) });
export type TMatterComment = z.infer<typeof ZMatterCommentSchema>;

/** `PUT .../update-comment/{commentId}`. */
export const ZMatterCommentUpdateSchema = z.object({ commentText: textSchema(matterCommentMaxLength, { required: true }) });
export type TMatterCommentUpdate = z.infer<typeof ZMatterCommentUpdateSchema>;
