import { AutocompleteInput, SelectInput, TextInput, useTranslate, type TextInputProps } from 'react-admin';
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

/** A time of day as HH:MM within the chosen day (seed 001: the time is bounded by the day). */
export const TimeOfDayInput = ({ source, label = source }: SourceProps) => {
  const translate = useTranslate();
  return <TextInput source={source} label={fieldLabel(label)} placeholder={translate('time.placeholder')} slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }} sx={{ maxWidth: 160 }} />;
};
