import type { NoticeForShareholderView } from '@andel/domain/shared';
import { LoadingState, PublicLayout } from '@andel/ui/shell';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PasswordPrompt } from '@andel/ui/board-meeting';
import { MeetingTab, principalsOfNotice } from './MeetingTab';
import { MinutesTab } from './MinutesTab';
import { NoticeDetails } from './NoticeDetails';
import { Ownership } from './Ownership';
import { PowerOfAttorneyTab } from './PowerOfAttorneyTab';
import { ReceivedPowers } from './ReceivedPowers';
import { signInCodes, useNoticeLink } from './useNoticeLink';

const tabsOf = (notice: NoticeForShareholderView) => [
  { value: 'notice', label: 'noticeForShareholder.tab.notice', shown: true },
  { value: 'received-power-of-attorney', label: 'noticeForShareholder.tab.receivedPowerOfAttorney', shown: notice.tabs.receivedPowerOfAttorney },
  {
    value: 'power-of-attorney',
    label: notice.tabs.powerOfAttorneyGiven ? 'noticeForShareholder.tab.powerOfAttorneyGiven' : 'noticeForShareholder.tab.givePowerOfAttorney',
    shown: notice.tabs.powerOfAttorneyGiven || notice.tabs.givePowerOfAttorney,
  },
  { value: 'meeting', label: 'noticeForShareholder.tab.meeting', shown: notice.tabs.meeting },
  { value: 'minutes', label: 'noticeForShareholder.tab.minutes', shown: notice.tabs.minutes },
];

/**
 * A shareholder's notice of a general meeting behind `/notice-general-meeting/{noticeForShareholderId}/{tab?}/{matter?}`
 * (seed 002, section 2): the notice with the holder's ownership at the meeting date, the powers received, the power
 * given or the give form, and the meeting when it is held electronically; the meeting password when asked for.
 */
export const NoticeGeneralMeetingPage = () => {
  const { t } = useTranslation();
  const { noticeToGeneralMeetingId = '', tab = 'notice' } = useParams();
  const base = `/shareholder-view/notice-general-meeting/${encodeURIComponent(noticeToGeneralMeetingId)}`;
  const { query, password, setPassword, errorCode, needsPassword } = useNoticeLink<NoticeForShareholderView>(base);
  const notice = query.data;

  let content;
  if (query.isPending) content = <LoadingState />;
  else if (needsPassword) content = <PasswordPrompt errorCode={errorCode!} onSubmit={setPassword} requiredCode="noticeForShareholder.passwordRequired" signInCodes={signInCodes} />;
  else if (!notice) content = <Alert severity="error">{t('noticeForShareholder.loadNoticeError')}</Alert>;
  else {
    const tabs = tabsOf(notice).filter(({ shown }) => shown);
    const current = tabs.some(({ value }) => value === tab) ? tab : 'notice';
    content = (
      <Stack spacing={3}>
        <Box>
          <Typography variant="h1" sx={{ fontSize: 28 }}>
            {notice.meetingTitle}
          </Typography>
          <Typography color="text.secondary">
            {notice.companyName} · {t('noticeForShareholder.greeting', { recipientName: notice.recipientName })}
          </Typography>
        </Box>
        <Tabs value={current} variant="scrollable">
          {tabs.map(({ value, label }) => (
            <Tab key={value} value={value} label={t(label)} component={Link} to={`/notice-general-meeting/${noticeToGeneralMeetingId}/${value}`} />
          ))}
        </Tabs>
        {current === 'notice' && (
          <>
            <Ownership ownership={notice.ownership} totalNumberOfVotes={notice.totalNumberOfVotes} />
            <NoticeDetails meeting={notice} basePath={base} password={password} />
          </>
        )}
        {current === 'received-power-of-attorney' && <ReceivedPowers powers={notice.receivedPowerOfAttorneys} matters={notice.mattersForVoting} />}
        {current === 'power-of-attorney' && <PowerOfAttorneyTab notice={notice} noticeId={noticeToGeneralMeetingId} password={password} onChanged={() => void query.refetch()} />}
        {current === 'minutes' && <MinutesTab basePath={base} password={password} />}
        {current === 'meeting' && (
          <MeetingTab meeting={notice} principals={principalsOfNotice(notice)} participant={{ noticeId: noticeToGeneralMeetingId }} password={password} onChanged={() => void query.refetch()} />
        )}
      </Stack>
    );
  }
  return (
    <PublicLayout>
      <Box sx={{ width: '100%', maxWidth: 900 }}>
        {!notice && (
          <Typography variant="h1" sx={{ mb: 2, fontSize: 28 }}>
            {t('notice.generalMeeting.title')}
          </Typography>
        )}
        {content}
      </Box>
    </PublicLayout>
  );
};
