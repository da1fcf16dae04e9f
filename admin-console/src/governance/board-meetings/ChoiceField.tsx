import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type ChoiceFieldProps<T extends string> = {
  labelKey: string;
  /** The choices' labels are `<prefix><value>`. */
  choices: readonly T[];
  prefix: string;
  value: T;
  onChange: (value: T) => void;
};

/** One of a few choices as radio buttons in a row (arrow keys move between them). */
export const ChoiceField = <T extends string>({ labelKey, choices, prefix, value, onChange }: ChoiceFieldProps<T>) => {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>{t(labelKey)}</FormLabel>
      <RadioGroup row aria-labelledby={labelId} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {choices.map((choice) => (
          <FormControlLabel key={choice} value={choice} control={<Radio />} label={t(`${prefix}${choice}`)} />
        ))}
      </RadioGroup>
    </FormControl>
  );
};
