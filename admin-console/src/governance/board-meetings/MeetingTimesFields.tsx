import { expandTime, meetingEnd } from '@andel/domain/shared';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { IsoDateField, TimeOfDayField } from '@andel/ui/shell';

export type MeetingTimes = { meetingDate: string; startTime: string; endTime: string };

type MeetingTimesFieldsProps = {
  value: MeetingTimes;
  onChange: (value: MeetingTimes) => void;
  /** Field errors by message key, keyed `meetingDate`, `startTime`, `endTime`. */
  errors: Record<string, string>;
};

/**
 * A meeting's date (typed and shown YYYY-MM-DD) with its start and end time; an end earlier than the start is
 * shown to move to the next day (seed 002, section 5).
 */
export const MeetingTimesFields = ({ value, onChange, errors }: MeetingTimesFieldsProps) => {
  const { t } = useTranslation();
  const set = (field: keyof MeetingTimes) => (time: string) => onChange({ ...value, [field]: time });
  const validDate = /^\d{4}-\d{2}-\d{2}$/.test(value.meetingDate);
  const [startTime, endTime] = [expandTime(value.startTime), expandTime(value.endTime)];
  const end = validDate && startTime && endTime ? meetingEnd(value.meetingDate, startTime, endTime) : null;
  const nextDay = end && end.endDate !== value.meetingDate ? end.endDate : null;
  const helper = (field: string, fallback?: string) => (errors[field] ? t(errors[field]) : fallback);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' } }}>
      <IsoDateField
        label={t('boardMeetings.field.meetingDate')}
        required
        value={value.meetingDate}
        onChange={(meetingDate) => onChange({ ...value, meetingDate })}
        error={Boolean(errors.meetingDate)}
        helperText={helper('meetingDate', t('boardMeetings.field.dateFormat'))}
      />
      <TimeOfDayField
        label={t('boardMeetings.field.startTime')}
        required
        value={value.startTime}
        onChange={set('startTime')}
        error={Boolean(errors.startTime)}
        helperText={helper('startTime')}
      />
      <TimeOfDayField
        label={t('boardMeetings.field.endTime')}
        required
        value={value.endTime}
        onChange={set('endTime')}
        error={Boolean(errors.endTime)}
        helperText={helper('endTime', nextDay ? t('boardMeetings.field.endsNextDay', { date: nextDay }) : undefined)}
      />
    </Box>
  );
};
