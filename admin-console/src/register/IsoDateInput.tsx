import { useInput, useTranslate } from 'react-admin';
import { IsoDateField } from '@andel/ui/shell';

type IsoDateInputProps = { source: string; /** Message key of the label. */ label: string; /** Message key shown under the field while it has no error. */ helperText?: string; defaultValue?: string };

/** A react-admin date input shown and typed as YYYY-MM-DD in every language, with the browser's calendar behind a button. */
export const IsoDateInput = ({ source, label, helperText, defaultValue }: IsoDateInputProps) => {
  const translate = useTranslate();
  const { field, fieldState, formState } = useInput({ source, defaultValue });
  const message = (fieldState.isTouched || formState.isSubmitted) && fieldState.error?.message;
  return (
    <IsoDateField
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      label={translate(label)}
      error={Boolean(message)}
      helperText={message ? translate(message) : helperText ? translate(helperText) : ' '}
      margin="dense"
      size="small"
      sx={{ minWidth: 220 }}
    />
  );
};
