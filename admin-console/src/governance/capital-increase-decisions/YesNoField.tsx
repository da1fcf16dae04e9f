import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { label: string; value: boolean | null; onChange: (value: boolean) => void; error?: string; disabled?: boolean };

/** A yes/no question of the decision form, unanswered until chosen. */
export const YesNoField = ({ label, value, onChange, error, disabled }: Props) => {
  const { t } = useTranslation();
  const id = useId();
  return (
    <FormControl error={!!error} disabled={disabled}>
      <FormLabel id={id}>{label}</FormLabel>
      <RadioGroup row aria-labelledby={id} value={value === null ? '' : String(value)} onChange={(event) => onChange(event.target.value === 'true')}>
        <FormControlLabel value="true" control={<Radio />} label={t('capitalIncrease.form.yes')} />
        <FormControlLabel value="false" control={<Radio />} label={t('capitalIncrease.form.no')} />
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
};
