import { AutocompleteInput, SelectInput, TextInput, type TextInputProps } from 'react-admin';
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
