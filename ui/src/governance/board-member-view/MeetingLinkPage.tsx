import type { BoardMemberNotice, BoardVoteValue } from '@andel/domain/shared';
import { ApiError, LoadingState, PublicLayout } from '../../platform/shell';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AddToCalendar } from './AddToCalendar';
import { BoardMeetingHeader, BoardMeetingMatters } from './BoardMeetingMatters';
import { downloadNoticeFile, noticeCall } from './notice-api';
import { NoticeAttachments } from './NoticeAttachments';

const passwordCodes = ['boardMemberView.passwordRequired', 'boardMemberView.wrongPassword', 'boardMemberView.loginRequired', 'boardMemberView.notTheRecipient'];
const signInCodes = ['boardMemberView.loginRequired', 'boardMemberView.notTheRecipient'];

/**
 * Asks for the meeting password; a wrong one clears the field and says so (seed 002, section 8). The codes are the
 * board notice's by default; the general meeting's notice passes its own.
 */
export const PasswordPrompt = ({
  errorCode,
  onSubmit,
  requiredCode = 'boardMemberView.passwordRequired',
  signInCodes: signIn = signInCodes,
}: {
  errorCode: string;
  onSubmit: (password: string) => void;
  requiredCode?: string;
  signInCodes?: readonly string[];
}) => {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  return (
    <Box component="form" onSubmit={(event) => { event.preventDefault(); onSubmit(password); setPassword(''); }} sx={{ maxWidth: 400 }}>
      <Stack spacing={2}>
        {errorCode !== requiredCode && <Alert severity={signIn.includes(errorCode) ? 'info' : 'error'}>{t(errorCode)}</Alert>}
        {!signIn.includes(errorCode) && (
          <>
            <Typography>{t(requiredCode)}</Typography>
            <TextField type="password" label={t('boardMemberView.password')} value={password} onChange={(event) => setPassword(event.target.value)} autoFocus />
            <Button type="submit" variant="contained" disabled={!password}>
              {t('boardMemberView.open')}
            </Button>
          </>
        )}
      </Stack>
    </Box>
  );
};

export type MeetingLinkPageProps = {
  /** The personal link's token (the seed's meetingEmailId). */
  meetingEmailId: string;
  titleKey: string;
  /** The call that loads the page (with the matter when one is shown). */
  loadPath: string;
  /** The PDF of the document shown. */
  pdfPath: (notice: BoardMemberNotice) => string;
  downloadKey: string;
  /** Shown above the matters: the review's mode and deadline, a link back. */
  intro?: (notice: BoardMemberNotice) => ReactNode;
  matterHref?: (decisionId: string) => string;
  /** The notice link's routes: the document's attachments and the meeting's calendar file. */
  noticeLinkPath?: string;
};

/**
 * A page behind a board member's personal link (seed 002, section 2): the meeting, its matters with votes and
 * comments, the document's PDF; the meeting password when the sending has one. No top bar (PublicLayout).
 */
export const MeetingLinkPage = ({ meetingEmailId, titleKey, loadPath, pdfPath, downloadKey, intro, matterHref, noticeLinkPath }: MeetingLinkPageProps) => {
  const { t, i18n } = useTranslation();
  const [password, setPassword] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const review = `/boardmember-view/review/${encodeURIComponent(meetingEmailId)}`;
  const queryKey = ['board-member-notice', loadPath, password];
  const notice = useQuery({
    queryKey,
    queryFn: () => noticeCall(loadPath, password),
    retry: false,
    refetchInterval: 10_000,
  });
  const act = useMutation({
    mutationFn: ({ path, method, body }: { path: string; method: 'POST' | 'PUT' | 'DELETE'; body?: unknown }) => noticeCall(`${review}${path}`, password, { method, body }),
    onSuccess: (data: BoardMemberNotice) => queryClient.setQueryData(queryKey, data),
  });
  const errorCode = notice.error instanceof ApiError ? notice.error.code : null;

  let content;
  if (notice.isPending) content = <LoadingState />;
  else if (errorCode && passwordCodes.includes(errorCode)) content = <PasswordPrompt errorCode={errorCode} onSubmit={setPassword} />;
  else if (notice.isError || !notice.data) content = <Alert severity="error">{t('noticeForBoardMember.loadNoticeError')}</Alert>;
  else {
    const data = notice.data;
    content = (
      <>
        <BoardMeetingHeader
          notice={data}
          actions={
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
              <Button variant="outlined" onClick={() => void downloadNoticeFile(pdfPath(data), password)}>
                {t(downloadKey)}
              </Button>
              {noticeLinkPath && <AddToCalendar header={data.header} downloadIcs={() => downloadNoticeFile(`${noticeLinkPath}/calendar.ics?language=${i18n.language}`, password, 'meeting.ics')} />}
            </Stack>
          }
        />
        {noticeLinkPath && data.uploadedFiles.length > 0 && <NoticeAttachments notice={data} password={password} basePath={noticeLinkPath} />}
        {intro?.(data)}
        <BoardMeetingMatters
          notice={data}
          matterHref={matterHref}
          actions={{
            busy: act.isPending,
            errorKey: act.error instanceof ApiError ? act.error.code : act.error ? 'general-error' : null,
            vote: (decisionId: string, vote: BoardVoteValue) => act.mutate({ path: '/vote', method: 'POST', body: { decisionId, vote } }),
            resetVote: (decisionId: string) => act.mutate({ path: `/reset-vote/${decisionId}`, method: 'DELETE' }),
            comment: (decisionId: string, commentText: string) => act.mutate({ path: '/comment', method: 'POST', body: { decisionId, commentText } }),
            updateComment: (commentId: string, commentText: string) => act.mutate({ path: `/update-comment/${commentId}`, method: 'PUT', body: { commentText } }),
            deleteComment: (commentId: string) => act.mutate({ path: `/delete-comment/${commentId}`, method: 'DELETE' }),
          }}
        />
      </>
    );
  }
  return (
    <PublicLayout>
      <Box sx={{ width: '100%', maxWidth: 900 }}>
        {!notice.data && (
          <Typography variant="h1" sx={{ mb: 2, fontSize: 28 }}>
            {t(titleKey)}
          </Typography>
        )}
        {content}
      </Box>
    </PublicLayout>
  );
};
