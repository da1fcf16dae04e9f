import type { PoaRecipientView } from '@andel/domain/shared';
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
import { MeetingTab, principalsOfRecipient } from './MeetingTab';
import { NoticeDetails } from './NoticeDetails';
import { ReceivedPowers } from './ReceivedPowers';
import { signInCodes, useNoticeLink } from './useNoticeLink';

/**
 * A power-of-attorney recipient's page `/notice-general-meeting-poa-recipient/{powerOfAttorneyRecipientId}/{tab?}`
 * (seed 002, section 2): the notice, the powers they hold with each giver's instructions, and the meeting when it is
 * held electronically, acting for every shareholder who gave them power.
 */
export const PoaRecipientPage = () => {
  const { t } = useTranslation();
  const { powerOfAttorneyRecipientId = '', tab = 'received-power-of-attorney' } = useParams();
  const base = `/shareholder-view/notice-general-meeting/poa-recipient/${encodeURIComponent(powerOfAttorneyRecipientId)}`;
  const { query, password, setPassword, errorCode, needsPassword } = useNoticeLink<PoaRecipientView>(base);
  const view = query.data;

  let content;
  if (query.isPending) content = <LoadingState />;
  else if (needsPassword) content = <PasswordPrompt errorCode={errorCode!} onSubmit={setPassword} requiredCode="noticeForShareholder.passwordRequired" signInCodes={signInCodes} />;
  else if (!view) content = <Alert severity="error">{t('noticeForShareholder.loadNoticeError')}</Alert>;
  else {
    const tabs = [
      { value: 'received-power-of-attorney', label: 'noticeForShareholder.tab.receivedPowerOfAttorney' },
      { value: 'notice', label: 'noticeForShareholder.tab.notice' },
      ...(view.isElectronic ? [{ value: 'meeting', label: 'noticeForShareholder.tab.meeting' }] : []),
    ];
    const current = tabs.some(({ value }) => value === tab) ? tab : 'received-power-of-attorney';
    content = (
      <Stack spacing={3}>
        <Box>
          <Typography variant="h1" sx={{ fontSize: 28 }}>
            {view.meetingTitle}
          </Typography>
          <Typography color="text.secondary">
            {view.companyName} · {t('poaRecipient.greeting', { recipientName: view.recipientName })}
          </Typography>
        </Box>
        {view.expired && <Alert severity="info">{t('poaRecipient.expired')}</Alert>}
        <Tabs value={current}>
          {tabs.map(({ value, label }) => (
            <Tab key={value} value={value} label={t(label)} component={Link} to={`/notice-general-meeting-poa-recipient/${powerOfAttorneyRecipientId}/${value}`} />
          ))}
        </Tabs>
        {current === 'received-power-of-attorney' && <ReceivedPowers powers={view.receivedPowerOfAttorneys} matters={view.mattersForVoting} />}
        {current === 'notice' && <NoticeDetails meeting={view} basePath={base} password={password} />}
        {current === 'meeting' && (
          <MeetingTab meeting={view} principals={principalsOfRecipient(view.receivedPowerOfAttorneys)} participant={{ powerOfAttorneyRecipientId }} password={password} onChanged={() => void query.refetch()} />
        )}
      </Stack>
    );
  }
  return (
    <PublicLayout>
      <Box sx={{ width: '100%', maxWidth: 900 }}>{content}</Box>
    </PublicLayout>
  );
};
