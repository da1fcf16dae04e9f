import { meetingOptions, toggleMeetingOption, type MeetingOption } from '@andel/domain/shared';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { useTranslation } from 'react-i18next';

/** The meeting options NOTICE, MEETING and MINUTES with the seed's coupling: MEETING brings NOTICE, no NOTICE drops MEETING. */
export const MeetingOptionsField = ({ value, onChange }: { value: MeetingOption[]; onChange: (value: MeetingOption[]) => void }) => {
  const { t } = useTranslation();
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">{t('boardMeetings.field.meetingOptions')}</FormLabel>
      <FormGroup row>
        {meetingOptions.map((option) => (
          <FormControlLabel
            key={option}
            control={<Checkbox checked={value.includes(option)} onChange={(event) => onChange(toggleMeetingOption(value, option, event.target.checked))} />}
            label={t(`meetingOption.${option}`)}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
};
