import type { BoardMinutesView } from '@andel/domain/shared';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { MinutesForm } from './minutes-form';

type Props = { board: BoardMinutesView['board']; value: MinutesForm; onChange: (change: Partial<MinutesForm>) => void; errors: Record<string, string> };

/** Who took part: the board's roles present (ticked), and others by name. */
export const MinutesParticipantsPanel = ({ board, value, onChange, errors }: Props) => {
  const { t } = useTranslation();
  const toggle = (id: string, checked: boolean) => onChange({ participants: checked ? [...value.participants, id] : value.participants.filter((chosen) => chosen !== id) });
  const rename = (index: number, name: string) => onChange({ extraParticipants: value.extraParticipants.map((entry, at) => (at === index ? { ...entry, name } : entry)) });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <FormGroup>
        {board.map((member) => (
          <FormControlLabel
            key={member.companyroleId}
            control={<Checkbox checked={value.participants.includes(member.companyroleId)} onChange={(event) => toggle(member.companyroleId, event.target.checked)} />}
            label={`${member.name} (${t(`companyRole.${member.role}`)})`}
          />
        ))}
      </FormGroup>
      {value.extraParticipants.map((entry, index) => (
        <Box key={entry.id ?? `new-${index}`} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            size="small"
            required
            label={t('boardMinutes.extraParticipant', { number: index + 1 })}
            value={entry.name}
            onChange={(event) => rename(index, event.target.value)}
            error={Boolean(errors[`extraParticipants.${index}.name`])}
            helperText={errors[`extraParticipants.${index}.name`] ? t(errors[`extraParticipants.${index}.name`]!) : undefined}
          />
          <IconButton aria-label={t('boardMinutes.extraParticipant.remove', { number: index + 1 })} onClick={() => onChange({ extraParticipants: value.extraParticipants.filter((_, at) => at !== index) })}>
            <DeleteIcon />
          </IconButton>
        </Box>
      ))}
      <Button sx={{ alignSelf: 'flex-start' }} onClick={() => onChange({ extraParticipants: [...value.extraParticipants, { name: '' }] })}>
        {t('boardMinutes.extraParticipant.add')}
      </Button>
    </Box>
  );
};
