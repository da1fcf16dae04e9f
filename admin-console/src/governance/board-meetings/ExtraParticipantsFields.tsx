import DeleteIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ExtraParticipantEntry } from './notice-form';

type ExtraParticipantsFieldsProps = { value: ExtraParticipantEntry[]; onChange: (value: ExtraParticipantEntry[]) => void; errors: Record<string, string>; titleKey?: string };

/** Participants beyond the board: each with a name and a valid email (seed 002, section 5), added and removed here. */
export const ExtraParticipantsFields = ({ value, onChange, errors, titleKey = 'boardMeetings.extraParticipants' }: ExtraParticipantsFieldsProps) => {
  const { t } = useTranslation();
  const update = (index: number, change: Partial<ExtraParticipantEntry>) => onChange(value.map((entry, at) => (at === index ? { ...entry, ...change } : entry)));
  const problem = (field: string) => (errors[field] ? { error: true, helperText: t(errors[field]) } : {});
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t(titleKey)}
      </Typography>
      {value.map((entry, index) => {
        const number = index + 1;
        return (
          <Box key={entry.id ?? `new-${index}`} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
            <TextField
              label={t('boardMeetings.extraParticipant.name', { number })}
              required
              size="small"
              value={entry.name}
              onChange={(event) => update(index, { name: event.target.value })}
              {...problem(`extraParticipants.${index}.name`)}
            />
            <TextField
              label={t('boardMeetings.extraParticipant.email', { number })}
              required
              size="small"
              type="email"
              value={entry.email}
              onChange={(event) => update(index, { email: event.target.value })}
              {...problem(`extraParticipants.${index}.email`)}
            />
            <IconButton aria-label={t('boardMeetings.extraParticipant.remove', { number })} onClick={() => onChange(value.filter((_, at) => at !== index))}>
              <DeleteIcon />
            </IconButton>
          </Box>
        );
      })}
      <Button sx={{ alignSelf: 'flex-start' }} onClick={() => onChange([...value, { name: '', email: '' }])}>
        {t('boardMeetings.extraParticipant.add')}
      </Button>
    </Box>
  );
};
