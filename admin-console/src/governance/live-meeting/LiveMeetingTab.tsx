import type { GeneralMeetingView, LiveMeetingAdminView, TLiveStatusUpdate } from '@andel/domain/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, apiFetch, LoadingState, useNotify } from '@andel/ui/shell';
import { MeetingVideoLink } from '@andel/ui/notice-view';
import { useGovernanceMutation } from '../useGovernanceMutation';
import { LiveMeetingSteps } from './LiveMeetingSteps';
import { MeetingStatusButton } from './MeetingStatusButton';
import { LiveMeetingTables } from './LiveMeetingTables';
import { useLiveMeeting } from '@andel/ui/live-meeting';

/**
 * The admin's live general meeting (seed 002, sections 4 and 8): start, end and reopen, each step's status, the
 * settings (publishing the minutes to the shareholders once the meeting has ended among them), announcements, the participation link, and the attendance and voting tables, live over socket.io.
 */
export const LiveMeetingTab = ({ meeting }: { meeting: GeneralMeetingView }) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const { projectId } = meeting;
  const { view, connected, refusal, announcements, castVote } = useLiveMeeting<LiveMeetingAdminView>({ projectId });
  const [message, setMessage] = useState('');
  const [copyByEmail, setCopyByEmail] = useState(false);
  const [ended, setEnded] = useState<boolean | null>(null);
  const base = `/general-meeting/${encodeURIComponent(projectId)}`;
  const onError = (fallback: string) => (error: unknown) => notify({ messageKey: error instanceof ApiError ? error.code : fallback, severity: 'error' });
  const status = useGovernanceMutation({
    mutationFn: (change: TLiveStatusUpdate) => apiFetch<{ allResolved: boolean }>(`${base}/update-status`, { method: 'POST', body: change }),
    onSuccess: (result) => setEnded(result.allResolved),
    onError: onError('general-error'),
  });
  const start = useGovernanceMutation({ mutationFn: () => apiFetch(`${base}/start`, { method: 'POST' }), onSuccess: () => setEnded(null), onError: onError('general-error') });
  const end = useGovernanceMutation({ mutationFn: () => apiFetch<{ allResolved: boolean }>(`${base}/end`, { method: 'POST' }), onError: onError('general-error') });
  const settings = useGovernanceMutation({
    mutationFn: (input: Settings) => apiFetch(`${base}/save-settings`, { method: 'POST', body: input }),
    successKey: 'liveMeeting.settings.saved',
    onError: onError('general-error'),
  });
  const announce = useGovernanceMutation({
    mutationFn: () => apiFetch(`${base}/announcement`, { method: 'POST', body: { message, copyByEmail } }),
    successKey: 'meetings.general-meeting.announcement.success',
    onSuccess: () => setMessage(''),
    onError: onError('general-error'),
  });
  const copyLink = (noticeId: string) =>
    navigator.clipboard.writeText(`${window.location.origin}/notice-general-meeting/${noticeId}/meeting`).then(
      () => notify({ messageKey: 'liveMeeting.participationLinkCopied', severity: 'success' }),
      () => notify({ messageKey: 'general-meeting.copy-participation-link.errorInit', severity: 'error' }),
    );
  if (refusal && !view) return <Alert severity="error">{t(refusal)}</Alert>;
  if (!view) return <LoadingState />;
  const { steps } = view;
  const running = steps.status === 'STARTED';
  const busy = status.isPending || start.isPending || end.isPending;
  return (
    <Stack spacing={3} data-testid="live-meeting-admin">
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip label={t(`liveMeeting.status.${steps.status}`)} color={running ? 'success' : 'default'} data-testid="live-meeting-status" />
        <Typography variant="body2" color={connected ? 'success.main' : 'text.secondary'}>
          {t(connected ? 'liveMeeting.connected' : 'liveMeeting.disconnected')}
        </Typography>
        <MeetingStatusButton status={steps.status} disabled={busy} onStart={() => start.mutate(undefined)} onEnd={() => end.mutate(undefined)} />
      </Stack>
      <MeetingVideoLink link={meeting.settings.meetingLink} />
      {steps.status === 'FINISHED' && (
        <Alert severity={view.allResolved ? 'success' : 'warning'} data-testid="live-meeting-resolved">
          {t(view.allResolved ? 'liveMeeting.meeting.allResolved' : 'liveMeeting.meeting.notAllResolved')}
        </Alert>
      )}
      {steps.status === 'FINISHED' && steps.publishMinutesPostMeeting && (
        <Alert severity={meeting.minutesPublishedAt ? 'success' : 'info'} data-testid="live-meeting-minutes-published">
          {t(meeting.minutesPublishedAt ? 'liveMeeting.minutesPublished' : 'liveMeeting.minutesAwaitSigning')}
        </Alert>
      )}
      {ended === false && running && <Alert severity="warning">{t('liveMeeting.meeting.notAllResolved')}</Alert>}
      <LiveMeetingSteps view={view} agenda={meeting.agenda} disabled={!running || busy} onChange={(change) => status.mutate(change)} />
      <Stack spacing={1}>
        <Typography variant="h2" sx={{ fontSize: 20 }}>
          {t('liveMeeting.settings.title')}
        </Typography>
        <LiveSettings key={`${steps.autoOpenSelfRegistration}-${steps.autoOpenVoting}-${steps.publishMinutesPostMeeting}`} initial={steps} disabled={running || settings.isPending} onSave={(input) => settings.mutate(input)} />
      </Stack>
      <Stack spacing={1}>
        <Typography variant="h2" sx={{ fontSize: 20 }}>
          {t('liveMeeting.announcement.title')}
        </Typography>
        <TextField multiline minRows={2} label={t('liveMeeting.announcement.message')} value={message} onChange={(event) => setMessage(event.target.value)} />
        <FormControlLabel control={<Checkbox checked={copyByEmail} onChange={(event) => setCopyByEmail(event.target.checked)} />} label={t('liveMeeting.announcement.copyByEmail')} />
        <Button sx={{ alignSelf: 'flex-start' }} disabled={!message.trim() || announce.isPending} onClick={() => announce.mutate(undefined)}>
          {t('liveMeeting.announcement.send')}
        </Button>
        {announcements.map((text, index) => (
          <Alert key={`${index}-${text}`} severity="info">
            {text}
          </Alert>
        ))}
      </Stack>
      <LiveMeetingTables view={view} agenda={meeting.agenda} shareholders={meeting.notice.recipients} onCopyLink={(noticeId) => void copyLink(noticeId)} castVote={castVote} />
    </Stack>
  );
};

type Settings = Pick<LiveMeetingAdminView['steps'], 'autoOpenSelfRegistration' | 'autoOpenVoting' | 'publishMinutesPostMeeting'>;

const LiveSettings = ({ initial, disabled, onSave }: { initial: Settings; disabled: boolean; onSave: (settings: Settings) => void }) => {
  const { t } = useTranslation();
  const [value, setValue] = useState<Settings>({ autoOpenSelfRegistration: initial.autoOpenSelfRegistration, autoOpenVoting: initial.autoOpenVoting, publishMinutesPostMeeting: initial.publishMinutesPostMeeting });
  return (
    <>
      <FormControlLabel
        control={<Checkbox disabled={disabled} checked={value.autoOpenSelfRegistration} onChange={(event) => setValue({ ...value, autoOpenSelfRegistration: event.target.checked })} />}
        label={t('liveMeeting.settings.AUTO_OPEN_SELF_REGISTRATION')}
      />
      <FormControlLabel
        control={<Checkbox disabled={disabled} checked={value.autoOpenVoting} onChange={(event) => setValue({ ...value, autoOpenVoting: event.target.checked })} />}
        label={t('liveMeeting.settings.AUTO_OPEN_VOTING')}
      />
      <FormControlLabel
        control={<Checkbox disabled={disabled} checked={value.publishMinutesPostMeeting} onChange={(event) => setValue({ ...value, publishMinutesPostMeeting: event.target.checked })} />}
        label={t('liveMeeting.settings.PUBLISH_MINUTES_POST_MEETING')}
      />
      <Button sx={{ alignSelf: 'flex-start' }} disabled={disabled} onClick={() => onSave(value)}>
        {t('liveMeeting.settings.save')}
      </Button>
    </>
  );
};
