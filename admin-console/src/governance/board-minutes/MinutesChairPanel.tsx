import type { BoardMinutesView } from '@andel/domain/shared';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

type Props = { board: BoardMinutesView['board']; value: string | null; onChange: (meetingChairId: string | null) => void; error?: string };

/** Who chaired the meeting: one of the board (the chairperson, else the deputy chairperson, by default). */
export const MinutesChairPanel = ({ board, value, onChange, error }: Props) => {
  const { t } = useTranslation();
  return (
    <TextField
      select
      label={t('boardMinutes.meetingChair')}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || null)}
      sx={{ maxWidth: 360 }}
      error={Boolean(error)}
      helperText={error ? t(error) : undefined}
    >
      <MenuItem value="">{t('boardMinutes.noChair')}</MenuItem>
      {board.map((member) => (
        <MenuItem key={member.companyroleId} value={member.companyroleId}>
          {member.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
