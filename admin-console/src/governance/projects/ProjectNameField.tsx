import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

type ProjectNameFieldProps = {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  autoFocus?: boolean;
};

/** A project's name (required, at most 150 characters), with its error by message key. */
export const ProjectNameField = ({ value, onChange, error, autoFocus }: ProjectNameFieldProps) => {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('projects.field.name')}
      required
      autoFocus={autoFocus}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ? t(error) : undefined}
      slotProps={{ htmlInput: { maxLength: 150 } }}
      fullWidth
    />
  );
};
