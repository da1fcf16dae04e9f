import { localDateTimeText, type BoardPortalMeeting } from '@andel/domain/shared';
import { ApiError, CompanyPage, currentLanguage, DownloadButton, downloadFile, EmptyState, ErrorState, LoadingState, useCompany } from '@andel/ui/shell';
import { boardPagesFor } from '../../board-pages';
import { AddToCalendar, BoardMeetingHeader, BoardMeetingMatters } from '@andel/ui/board-meeting';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { useBoardMeeting, useBoardMeetings } from './useBoardMeetings';

const when = (meeting: BoardPortalMeeting) => localDateTimeText(currentLanguage(), meeting.meetingStartDate);

const MeetingList = ({ meetings, orgNo }: { meetings: BoardPortalMeeting[]; orgNo: string }) => {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined">
      <List disablePadding>
        {meetings.map((meeting) => (
          <ListItem key={meeting.projectId} disablePadding>
            <ListItemButton component={Link} to={`/board-member/${orgNo}/meetings/${meeting.projectId}/board-meeting`}>
              <ListItemText primary={meeting.title} secondary={`${when(meeting)} · ${t(`meetingForm.${meeting.boardMeetingForm}`)}`} />
              {meeting.openVotes > 0 && <Chip color="warning" size="small" label={t('boardPortal.dashboard.openVotesCount', { count: meeting.openVotes })} />}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
};

/** `/board-member/{orgNo}/meetings`: the board meetings sent to the board, newest first. */
export const BoardMeetingsPage = () => {
  const { orgNo = '' } = useParams();
  const meetings = useBoardMeetings(orgNo);
  return (
    <CompanyPage titleKey="boardPortal.meetings.title">
      {meetings.isPending ? <LoadingState /> : meetings.isError ? <ErrorState error={meetings.error} /> : meetings.data.length ? <MeetingList meetings={meetings.data} orgNo={orgNo} /> : <EmptyState textKey="boardPortal.meetings.none" />}
    </CompanyPage>
  );
};

/** The dashboard's ways on: the schedule, the articles of association and the board archive. */
const BoardEntries = ({ orgNo }: { orgNo: string }) => {
  const { t } = useTranslation();
  const { data: company } = useCompany(orgNo);
  const base = `/board-member/${encodeURIComponent(orgNo)}`;
  const entries = boardPagesFor(company?.subscription.capabilities).filter((page) => ['schedule', 'articlesofassociation', 'archive'].includes(page.path));
  return (
    <nav aria-label={t('boardPortal.dashboard.entries')}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {entries.map((page) => (
          <Button key={page.path} variant="outlined" component={Link} to={`${base}/${page.path}`}>
            {t(page.titleKey)}
          </Button>
        ))}
      </Stack>
    </nav>
  );
};

/** `/board-member/{orgNo}`: the next meetings and what waits for the member's vote. */
export const BoardDashboardPage = () => {
  const { t } = useTranslation();
  const { orgNo = '' } = useParams();
  const meetings = useBoardMeetings(orgNo);
  if (meetings.isPending) return <LoadingState />;
  if (meetings.isError) return <ErrorState error={meetings.error} />;
  const now = new Date().toISOString().slice(0, 16);
  const next = meetings.data.filter((meeting) => meeting.meetingEndDate >= now).sort((a, b) => a.meetingStartDate.localeCompare(b.meetingStartDate));
  const open = meetings.data.filter((meeting) => meeting.openVotes > 0);
  return (
    <CompanyPage titleKey="boardPortal.dashboard.title">
      <Stack spacing={3}>
        <section aria-label={t('boardPortal.dashboard.nextMeetings')}>
          <Typography variant="h3" sx={{ fontSize: 20, mb: 1 }}>
            {t('boardPortal.dashboard.nextMeetings')}
          </Typography>
          {next.length ? <MeetingList meetings={next} orgNo={orgNo} /> : <EmptyState textKey="boardPortal.meetings.none" />}
        </section>
        <section aria-label={t('boardPortal.dashboard.openVotes')}>
          <Typography variant="h3" sx={{ fontSize: 20, mb: 1 }}>
            {t('boardPortal.dashboard.openVotes')}
          </Typography>
          {open.length ? <MeetingList meetings={open} orgNo={orgNo} /> : <Typography>{t('boardPortal.dashboard.noOpenVotes')}</Typography>}
        </section>
        <BoardEntries orgNo={orgNo} />
      </Stack>
    </CompanyPage>
  );
};

const tabs = ['board-meeting', 'notice', 'minutes'] as const;

/** `/board-member/{orgNo}/meetings/{id}/board-meeting`, `/notice` and `/minutes`: one meeting. */
export const BoardMeetingPage = () => {
  const { t, i18n } = useTranslation();
  const { orgNo = '', id = '', tab = 'board-meeting' } = useParams();
  const { meeting, act, actions, pdfPath, calendarPath, signedMinutesPath } = useBoardMeeting(orgNo, id);
  if (!(tabs as readonly string[]).includes(tab)) return <Navigate to={`/board-member/${orgNo}/meetings/${id}/board-meeting`} replace />;
  if (meeting.isPending) return <LoadingState />;
  if (meeting.isError) return <Alert severity="error">{t(meeting.error instanceof ApiError ? meeting.error.code : 'general-error')}</Alert>;
  const notice = meeting.data;
  return (
    <>
      <BoardMeetingHeader notice={notice} actions={<AddToCalendar header={notice.header} downloadIcs={() => downloadFile(`${calendarPath}?language=${i18n.language}`)} />} />
      <Tabs value={tab} sx={{ mb: 2 }}>
        {tabs.map((name) => (
          <Tab key={name} value={name} label={t(`boardPortal.meeting.tab.${name}`)} component={Link} to={`/board-member/${orgNo}/meetings/${id}/${name}`} />
        ))}
      </Tabs>
      {tab === 'board-meeting' && (
        <BoardMeetingMatters notice={notice} actions={{ ...actions, busy: act.isPending, errorKey: act.error instanceof ApiError ? act.error.code : act.error ? 'general-error' : null }} />
      )}
      {tab === 'notice' && (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <DownloadButton path={pdfPath} labelKey="boardMemberView.downloadNotice" errorKey="general-error" />
          <DownloadButton
            path={`/boardmember-view/preview-meeting/download-notice-and-attachments/${encodeURIComponent(notice.noticeDocumentId)}`}
            labelKey="boardPortal.meeting.downloadNoticeWithAttachments"
            errorKey="general-error"
          />
        </Stack>
      )}
      {tab === 'minutes' && notice.minutesSigning?.status === 'SIGNING_COMPLETE' && (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="success">{t('boardPortal.meeting.minutesSigned')}</Alert>
          <DownloadButton path={signedMinutesPath} labelKey="boardPortal.meeting.downloadSignedMinutes" errorKey="boardMemberView.minutesNotSigned" />
        </Stack>
      )}
      {tab === 'minutes' && notice.minutesSigning?.status !== 'SIGNING_COMPLETE' && (
        <Stack spacing={1}>
          <Alert severity="info">{notice.minutesSigning ? t('boardPortal.meeting.minutesOutForSigning', notice.minutesSigning) : t('boardPortal.meeting.minutesInfo')}</Alert>
          {notice.matters
            .filter((matter) => matter.matterType === 'DECISION_MATTER')
            .map((matter, index) => (
              <Typography key={matter.decision.decisionId}>
                {index + 1}. {matter.decision.localizedTitles[0]?.title}: {t(`matterOutcome.${matter.result.outcome}`)} ({t('meetingDocuments.votes', matter.result.votes)})
              </Typography>
            ))}
        </Stack>
      )}
    </>
  );
};

/** `meetings/project/{projectId}` leads to the meeting. */
export const MeetingOfProjectRedirect = () => {
  const { orgNo = '', projectId = '' } = useParams();
  return <Navigate to={`/board-member/${orgNo}/meetings/${projectId}/board-meeting`} replace />;
};
