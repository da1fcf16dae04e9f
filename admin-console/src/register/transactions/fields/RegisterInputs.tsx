import { AutocompleteInput, SelectInput, TextInput, useInput, useTranslate, type TextInputProps } from 'react-admin';
import { TimeOfDayField } from '@andel/ui/shell';
import { IsoDateInput as SharedIsoDateInput } from '../../IsoDateInput';
import { fieldLabel } from '../transaction-resource';
import { useShareClassChoices, useShareholderChoices } from './useRegisterChoices';

type SourceProps = { source: string; label?: string };

/** Picks a shareholder by name; the label is the form's key for `label` (or the source). */
export const ShareholderInput = ({ source, label = source }: SourceProps) => (
  <AutocompleteInput source={source} label={fieldLabel(label)} choices={useShareholderChoices()} sx={{ minWidth: 280 }} />
);

export const ShareClassInput = ({ source, label = source }: SourceProps) => (
  <SelectInput source={source} label={fieldLabel(label)} choices={useShareClassChoices().choices} sx={{ minWidth: 200 }} />
);

/** Whole numbers and decimals are typed as text and sent as strings: never a float on the way. */
export const NumberTextInput = ({ source, label = source, decimal = false, ...rest }: SourceProps & { decimal?: boolean } & Omit<TextInputProps, 'source' | 'label'>) => (
  <TextInput source={source} label={fieldLabel(label)} slotProps={{ htmlInput: { inputMode: decimal ? 'decimal' : 'numeric' } }} {...rest} />
);

/** Share numbers as "from-to" intervals, comma separated. */
export const ShareNumbersInput = ({ source, label = 'shareNumbers' }: SourceProps) => (
  <TextInput source={source} label={fieldLabel(label)} helperText="transactions.form.shareNumbersHelp" />
);

export const LabelledTextInput = ({ source, label = source, ...rest }: SourceProps & Omit<TextInputProps, 'source' | 'label'>) => (
  <TextInput source={source} label={fieldLabel(label)} {...rest} />
);

/** A date shown and typed as YYYY-MM-DD in every language; the label is the form's key for `label` (or the source). */
export const IsoDateInput = ({ source, label = source }: SourceProps) => <SharedIsoDateInput source={source} label={fieldLabel(label)} />;

/** A time of day as 24-hour HH:MM within the chosen day in every language (seed 001: the time is bounded by the day). */
export const TimeOfDayInput = ({ source, label = source }: SourceProps) => {
  const translate = useTranslate();
  const { field, fieldState, formState } = useInput({ source });
  const message = (fieldState.isTouched || formState.isSubmitted) && fieldState.error?.message;
  return (
    <TimeOfDayField
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      label={translate(fieldLabel(label))}
      error={Boolean(message)}
      helperText={message ? translate(message) : ' '}
      margin="dense"
      size="small"
      sx={{ maxWidth: 160 }}
    />
  );
};
