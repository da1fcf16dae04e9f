import type { LiveMeetingAdminView, StatusName, StepStatus, TLiveStatusUpdate } from '@andel/domain/shared';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import type { AgendaItem } from '@andel/domain/shared';
import { agendaItemLabel } from '@andel/ui/live-meeting';
import { StepStatusIcon } from '@andel/ui/live-meeting';

type Step = { key: string; label: string; statusName: StatusName; decisionId: string | null; status: StepStatus | null };

const stepsOf = (t: (key: string) => string, view: LiveMeetingAdminView, agenda: AgendaItem[]): Step[] => [
  { key: 'registration', label: t('generalMeetings.agenda.attendance'), statusName: 'REGISTRATION', decisionId: null, status: view.steps.registrationStatus },
  { key: 'meetingChair', label: agendaItemLabel(t, agenda, 'meetingChair'), statusName: 'MEETING_CHAIR', decisionId: null, status: view.steps.meetingChairStatus },
  { key: 'approveAgenda', label: agendaItemLabel(t, agenda, 'approveAgenda'), statusName: 'APPROVE_AGENDA', decisionId: null, status: view.steps.approveAgendaStatus },
  ...view.steps.decisionStatuses.map(({ decisionId, status }) => ({ key: decisionId, label: agendaItemLabel(t, agenda, decisionId), statusName: 'DECISION' as const, decisionId, status })),
];

/** Each step with its status and the admin's action (seed 002, section 4: start, stop, reopen voting). */
export const LiveMeetingSteps = ({ view, agenda, disabled, onChange }: { view: LiveMeetingAdminView; agenda: AgendaItem[]; disabled: boolean; onChange: (change: TLiveStatusUpdate) => void }) => {
  const { t } = useTranslation();
  return (
    <List aria-label={t('liveMeeting.voting.item')}>
      {stepsOf(t, view, agenda).map((step) => (
        // The action sits in the flow (not MUI's absolutely placed secondaryAction) so a long label wraps instead of running under it at phone width.
        <ListItem key={step.key} disableGutters data-testid={`live-step-${step.key}`} sx={{ flexWrap: 'wrap', columnGap: 1 }}>
          <ListItemIcon>
            <StepStatusIcon status={step.status} />
          </ListItemIcon>
          <ListItemText sx={{ flex: '1 1 12rem' }} primary={step.label} secondary={t(step.status ? `liveMeeting.step.${step.status}` : 'liveMeeting.step.notStarted')} />
          <Button
            size="small"
            disabled={disabled}
            onClick={() => onChange({ statusName: step.statusName, decisionId: step.decisionId, status: step.status === 'STARTED' ? 'FINISHED' : 'STARTED' })}
          >
            {t(`liveMeeting.action.${step.status ?? 'PUBLISHED'}`)}
          </Button>
        </ListItem>
      ))}
    </List>
  );
};
