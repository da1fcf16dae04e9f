import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { isLocalDate } from '@andel/domain/shared';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

export type IsoDateFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & { value: string; onChange: (value: string) => void };

/**
 * A date shown and typed as YYYY-MM-DD in every language (seed section 9), never in the browser's locale as a
 * native date input would (MM/DD/YYYY or DD.MM.YYYY). The calendar button opens the browser's own picker, whose
 * value is always YYYY-MM-DD.
 */
export const IsoDateField = ({ value, onChange, slotProps, ...props }: IsoDateFieldProps) => {
  const { t } = useTranslation();
  const picker = useRef<HTMLInputElement>(null);
  return (
    <TextField
      {...props}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={t('date.placeholder')}
      slotProps={{
        ...slotProps,
        inputLabel: { shrink: true },
        htmlInput: { inputMode: 'numeric', maxLength: 10, autoComplete: 'off' },
        input: {
          endAdornment: (
            <InputAdornment position="end" sx={{ position: 'relative' }}>
              <IconButton edge="end" size="small" aria-label={t('date.openCalendar')} onClick={() => picker.current?.showPicker?.()} disabled={props.disabled}>
                <CalendarMonthIcon fontSize="small" />
              </IconButton>
              <input
                ref={picker}
                type="date"
                tabIndex={-1}
                aria-hidden
                value={isLocalDate(value) ? value : ''}
                onChange={(event) => event.target.value && onChange(event.target.value)}
                style={{ position: 'absolute', right: 0, bottom: 0, width: 1, height: 1, opacity: 0, border: 0, padding: 0, pointerEvents: 'none' }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
