import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

/**
 * The meeting tab of an electronic general meeting: the mount point of the live meeting (attendance and voting over
 * socket.io), which the live-meeting feature (issue 15, branch i15-live) renders here in place of this notice.
 */
export const MeetingTab = (_props: { projectId: string; noticeId: string; password: string | null }) => {
  const { t } = useTranslation();
  return (
    <Alert severity="info" data-testid="live-meeting-mount">
      {t('noticeForShareholder.meeting.opensHere')}
    </Alert>
  );
};
