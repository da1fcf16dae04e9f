import type { BoardMemberNotice } from '@andel/domain/shared';
import { AddToCalendar, BoardMeetingHeader, BoardMeetingMatters } from '@andel/ui/board-meeting';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError, apiFetch, downloadFile, ErrorState, LoadingState } from '@andel/ui/shell';
import { projectPath } from '../projects/project-paths';
import { governanceQueryRoot } from '../useGovernanceMutation';

/** How often the preview asks for the board's votes and comments while the page is shown. */
const livePollMs = 3_000;

/**
 * `/company/{orgNo}/board-meeting-preview/{projectId}` (seed 002, section 7): the admin's read-only view of the board
 * meeting with every vote and comment of the board, new ones appearing without reload; the admin may comment, not
 * vote.
 */
export const BoardMeetingPreviewPage = () => {
  const { t, i18n } = useTranslation();
  const { orgNo = '', projectId = '' } = useParams();
  const queryClient = useQueryClient();
  const queryKey = [governanceQueryRoot, 'board-meeting-preview', projectId];
  const review = useQuery({
    queryKey,
    queryFn: ({ signal }) => apiFetch<BoardMemberNotice>(`/boardmember-view/admin-review/${encodeURIComponent(projectId)}/notice`, { signal }),
    refetchInterval: livePollMs,
  });
  const base = `/boardmember-view/admin-review/${encodeURIComponent(review.data?.noticeDocumentId ?? '')}`;
  const act = useMutation({
    mutationFn: ({ path, method, body }: { path: string; method: 'POST' | 'PUT' | 'DELETE'; body?: unknown }) => apiFetch(`${base}${path}`, { method, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
  const back = (
    <Button component={Link} to={projectPath(orgNo, projectId)} startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
      {t('boardMeetingPreview.back')}
    </Button>
  );
  if (review.isPending) return <LoadingState />;
  if (review.isError)
    return (
      <>
        {back}
        <ErrorState error={review.error} onRetry={() => void review.refetch()} />
      </>
    );
  const notice = review.data;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', maxWidth: 900 }}>
      {back}
      <BoardMeetingHeader
        notice={notice}
        actions={<AddToCalendar header={notice.header} downloadIcs={() => downloadFile(`/schedule/meetings/${encodeURIComponent(projectId)}/calendar.ics?language=${i18n.language}`)} />}
      />
      <BoardMeetingMatters
        notice={notice}
        actions={{
          busy: act.isPending,
          errorKey: act.error instanceof ApiError ? act.error.code : act.error ? 'general-error' : null,
          vote: () => undefined,
          resetVote: () => undefined,
          comment: (decisionId, commentText) => act.mutate({ path: '/comment', method: 'POST', body: { decisionId, commentText } }),
          updateComment: (commentId, commentText) => act.mutate({ path: `/update-comment/${commentId}`, method: 'PUT', body: { commentText } }),
          deleteComment: (commentId) => act.mutate({ path: `/delete-comment/${commentId}`, method: 'DELETE' }),
        }}
      />
    </Box>
  );
};
