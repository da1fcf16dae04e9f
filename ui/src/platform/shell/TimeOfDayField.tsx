import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { expandTime } from '@andel/domain/shared';
import { useTranslation } from 'react-i18next';

export type TimeOfDayFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & { value: string; onChange: (value: string) => void };

/**
 * A time of day shown and typed as 24-hour HH:MM in every language (seed section 5), never with AM/PM as the
 * browser's native time input shows in an English locale. Short input is expanded when the field is left (9 -> 09:00).
 */
export const TimeOfDayField = ({ value, onChange, onBlur, slotProps, ...props }: TimeOfDayFieldProps) => {
  const { t } = useTranslation();
  return (
    <TextField
      {...props}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={(event) => {
        const expanded = expandTime(value);
        if (expanded && expanded !== value) onChange(expanded);
        onBlur?.(event);
      }}
      placeholder={t('time.placeholder')}
      slotProps={{ ...slotProps, inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric', maxLength: 5, autoComplete: 'off' } }}
    />
  );
};
