import type { BoardMatter, BoardMemberNotice, BoardVoteValue } from '@andel/domain/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RichTextView } from '../../platform/texts';

/** What the meeting's reader may do; each call answers the notice as it now stands. */
export type MatterActions = {
  vote: (decisionId: string, vote: BoardVoteValue) => void;
  resetVote: (decisionId: string) => void;
  comment: (decisionId: string, commentText: string) => void;
  updateComment: (commentId: string, commentText: string) => void;
  deleteComment: (commentId: string) => void;
  busy: boolean;
  /** The key of the last refusal, shown above the matters. */
  errorKey?: string | null;
};

const documentLanguageOf = { nb: 'no', sv: 'sv', en: 'en' } as const;

/** A matter's title or text in the reader's language, else the first written. */
const inLanguage = <T extends { language: string }>(entries: readonly T[], language: string, pick: (entry: T) => string) => {
  const wanted = documentLanguageOf[language as keyof typeof documentLanguageOf] ?? 'no';
  const entry = entries.find((candidate) => candidate.language === wanted) ?? entries[0];
  return entry ? pick(entry) : '';
};

const CommentItem = ({ comment, actions, canComment }: { comment: BoardMatter['comments'][number]; actions: MatterActions; canComment: boolean }) => {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<string | null>(null);
  if (comment.isDeleted)
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
        {comment.authorName}: {t('boardMemberView.deleted')}
      </Typography>
    );
  return (
    <Box>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {comment.authorName} · {new Date(comment.createdAt).toLocaleString()}
      </Typography>
      {editing === null ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {comment.commentText}
        </Typography>
      ) : (
        <TextField fullWidth multiline size="small" value={editing} onChange={(event) => setEditing(event.target.value)} slotProps={{ htmlInput: { 'aria-label': t('boardMemberView.edit') } }} />
      )}
      {comment.isOwn && canComment && (
        <Stack direction="row" spacing={1}>
          {editing === null ? (
            <Button size="small" onClick={() => setEditing(comment.commentText)}>
              {t('boardMemberView.edit')}
            </Button>
          ) : (
            <Button
              size="small"
              disabled={actions.busy || !editing.trim()}
              onClick={() => {
                actions.updateComment(comment.id, editing);
                setEditing(null);
              }}
            >
              {t('boardMemberView.save')}
            </Button>
          )}
          <Button size="small" color="error" disabled={actions.busy} onClick={() => actions.deleteComment(comment.id)}>
            {t('boardMemberView.delete')}
          </Button>
        </Stack>
      )}
    </Box>
  );
};

const Matter = ({ matter, number, notice, actions, href }: { matter: BoardMatter; number: number; notice: BoardMemberNotice; actions: MatterActions; href?: string }) => {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState('');
  const title = inLanguage(matter.decision.localizedTitles, i18n.language, ({ title: text }) => text);
  const ownVote = matter.votes.find(({ companyroleId }) => companyroleId === notice.companyroleId)?.vote ?? null;
  const isDecision = matter.matterType === 'DECISION_MATTER';
  return (
    <Paper component="section" aria-label={title} variant="outlined" sx={{ p: 2 }}>
      <Typography variant="overline">
        {t('meetingDocuments.matter', { number })} · {t(isDecision ? 'meetingDocuments.decisionMatter' : 'meetingDocuments.informationMatter')}
      </Typography>
      <Typography variant="h3" sx={{ fontSize: 20, mb: 1 }}>
        {href ? <Link to={href}>{title}</Link> : title}
      </Typography>
      <Box sx={{ mb: 2 }}>
        <RichTextView value={inLanguage(matter.textForReview, i18n.language, ({ text }) => text)} values={recipientValues(notice)} />
      </Box>
      {isDecision && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          {notice.canVote && (
            <>
              <ToggleButtonGroup
                exclusive
                size="small"
                value={ownVote}
                aria-label={t('boardMemberView.yourVote')}
                onChange={(_, value: BoardVoteValue | null) => (value ? actions.vote(matter.decision.decisionId, value) : actions.resetVote(matter.decision.decisionId))}
                disabled={actions.busy}
              >
                {(['for', 'against', 'blank'] as const).map((value) => (
                  <ToggleButton key={value} value={value}>
                    {t(`vote.${value}`)}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
              {ownVote && (
                <Button size="small" disabled={actions.busy} onClick={() => actions.resetVote(matter.decision.decisionId)}>
                  {t('boardMemberView.resetVote')}
                </Button>
              )}
            </>
          )}
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('boardMemberView.votes')}: {t('meetingDocuments.votes', matter.result.votes)}
          </Typography>
          {matter.votes.map((vote) => (
            <Chip key={vote.companyroleId} size="small" label={`${vote.name}: ${t(`vote.${vote.vote}`)}`} />
          ))}
        </Stack>
      )}
      <Divider sx={{ my: 1 }} />
      <Typography variant="subtitle2">{t('boardMemberView.comments')}</Typography>
      <Stack spacing={1} sx={{ my: 1 }}>
        {matter.comments.map((comment) => (
          <CommentItem key={comment.id} comment={comment} actions={actions} canComment={notice.canComment} />
        ))}
      </Stack>
      {notice.canComment && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField fullWidth multiline size="small" label={t('boardMemberView.addComment')} value={draft} onChange={(event) => setDraft(event.target.value)} />
          <Button
            variant="contained"
            disabled={actions.busy || !draft.trim()}
            onClick={() => {
              actions.comment(matter.decision.decisionId, draft);
              setDraft('');
            }}
          >
            {t('boardMemberView.send')}
          </Button>
        </Stack>
      )}
    </Paper>
  );
};

/** The texts' recipient variable: the board member's own name; the admin's preview keeps the variable's name. */
const recipientValues = (notice: BoardMemberNotice) => (notice.audience === 'admin' ? undefined : { RECIPIENT_NAME: notice.recipientName });

/** The meeting header: title, status, time, form, place or link, and the notice's description. */
export const BoardMeetingHeader = ({ notice, actions }: { notice: BoardMemberNotice; actions?: ReactNode }) => {
  const { t } = useTranslation();
  const { meeting } = notice;
  const [startDate, startTime] = meeting.meetingStartDate.split('T');
  const [endDate, endTime] = meeting.meetingEndDate.split('T');
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {notice.companyName}
      </Typography>
      <Typography variant="h1" sx={{ fontSize: 28, mb: 1 }}>
        {meeting.title}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        {meeting.boardMeetingNumber && <Chip size="small" label={`${t('boardMeetings.boardMeetingNumber')} ${meeting.boardMeetingNumber}`} />}
        <Chip size="small" label={t(`meetingForm.${meeting.boardMeetingForm}`)} />
      </Stack>
      <Typography>
        {t('meetingDocuments.time')}: {startDate} {startTime}–{endDate === startDate ? '' : `${endDate} `}
        {endTime}
      </Typography>
      {meeting.boardMeetingForm !== 'electronic' && meeting.boardMeetingForm !== 'circulation' && (
        <Typography>
          {t('meetingDocuments.place')}: {meeting.meetingPlace === 'inlineAddress' && meeting.inlineAddress ? meeting.inlineAddress : t('meetingPlace.companysOffice')}
        </Typography>
      )}
      {meeting.meetingLinkOption && (
        <Typography>
          {t('meetingDocuments.link')}: {meeting.meetingLink ? <a href={meeting.meetingLink}>{meeting.meetingLink}</a> : t('meetingDocuments.linkLater')}
        </Typography>
      )}
      {meeting.noticeDescription && (
        <Box sx={{ mt: 2 }}>
          <RichTextView value={meeting.noticeDescription} values={recipientValues(notice)} />
        </Box>
      )}
      {actions && <Box sx={{ mt: 2 }}>{actions}</Box>}
    </Box>
  );
};

/** A board meeting's matters with votes and comments: the notice page, the board portal and the admin's preview share it. */
export const BoardMeetingMatters = ({ notice, actions, matterHref }: { notice: BoardMemberNotice; actions: MatterActions; matterHref?: (decisionId: string) => string }) => {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      {actions.errorKey && <Alert severity="error">{t(actions.errorKey)}</Alert>}
      {notice.audience === 'admin' && <Alert severity="info">{t('boardMemberView.previewInfo')}</Alert>}
      {notice.recordClosed && <Alert severity="info">{t('boardMemberView.sentForSigning')}</Alert>}
      {!notice.recordClosed && notice.audience !== 'admin' && notice.purpose !== 'review' && !notice.votingOpen && <Alert severity="info">{t('boardMemberView.votingClosedInfo')}</Alert>}
      <Typography variant="h2" sx={{ fontSize: 22 }}>
        {t('boardMemberView.matters')}
      </Typography>
      {notice.matters.map((matter, index) => (
        <Matter key={matter.decision.decisionId} matter={matter} number={index + 1} notice={notice} actions={actions} href={matterHref?.(matter.decision.decisionId)} />
      ))}
    </Stack>
  );
};
