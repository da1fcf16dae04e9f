import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

export type CopySource = { id: string; projectName: string };

/** An optional project whose decisions the new meeting copies (the seed's `duplicateProjectId`). */
export const CopyDecisionsField = ({ sources, value, onChange }: { sources: CopySource[]; value: string; onChange: (value: string) => void }) => {
  const { t } = useTranslation();
  return (
    <TextField select label={t('boardMeetings.field.copyDecisionsFrom')} value={sources.some(({ id }) => id === value) ? value : ''} onChange={(event) => onChange(event.target.value)}>
      <MenuItem value="">{t('boardMeetings.field.copyDecisionsFrom.none')}</MenuItem>
      {sources.map(({ id, projectName }) => (
        <MenuItem key={id} value={id}>
          {projectName}
        </MenuItem>
      ))}
    </TextField>
  );
};
