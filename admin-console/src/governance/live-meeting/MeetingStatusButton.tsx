import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GovernanceDialog } from '../GovernanceDialog';

type Props = { status: 'PUBLISHED' | 'STARTED' | 'FINISHED'; disabled: boolean; onStart: () => void; onEnd: () => void };

/**
 * Starts, ends or reopens the live meeting, each after a confirmation: ending makes the meeting a record whose date and
 * agenda no longer change (issue 24), and starting opens it to the shareholders.
 */
export const MeetingStatusButton = ({ status, disabled, onStart, onEnd }: Props) => {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const action = status === 'STARTED' ? 'end' : status === 'FINISHED' ? 'reopen' : 'start';
  return (
    <>
      <Button variant="contained" color={action === 'end' ? 'warning' : 'primary'} disabled={disabled} onClick={() => setConfirming(true)}>
        {t(`liveMeeting.meeting.${action}`)}
      </Button>
      {confirming && (
        <GovernanceDialog
          titleKey={`liveMeeting.meeting.${action}.confirmTitle`}
          submitKey={`liveMeeting.meeting.${action}`}
          destructive={action === 'end'}
          pending={false}
          onClose={() => setConfirming(false)}
          onSubmit={() => {
            setConfirming(false);
            (action === 'end' ? onEnd : onStart)();
          }}
        >
          <Typography>{t(`liveMeeting.meeting.${action}.confirmText`)}</Typography>
        </GovernanceDialog>
      )}
    </>
  );
};
