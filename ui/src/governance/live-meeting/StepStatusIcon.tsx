import type { StepStatus } from '@andel/domain/shared';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import { useTranslation } from 'react-i18next';

/** A step's display (seed 002, section 4): not started (clock), opened (arrows), done (check). */
export const StepStatusIcon = ({ status }: { status: StepStatus | null }) => {
  const { t } = useTranslation();
  const label = t(status ? `liveMeeting.step.${status}` : 'liveMeeting.step.notStarted');
  if (status === 'FINISHED') return <CheckCircleIcon color="success" titleAccess={label} />;
  if (status === 'STARTED') return <SyncAltIcon color="primary" titleAccess={label} />;
  return <AccessTimeIcon color="disabled" titleAccess={label} />;
};
