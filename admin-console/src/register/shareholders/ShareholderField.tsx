import type { ShareholderFieldName } from '@andel/domain/shared';
import CheckIcon from '@mui/icons-material/Check';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useCanEdit } from '@andel/ui/shell';
import { useAutosaveField } from './useAutosaveField';

type Props = {
  shareholderId: string;
  fieldName: ShareholderFieldName;
  initial: string | boolean | null;
  options?: readonly { value: string; labelKey: string }[];
  onSaved?: () => void;
  dense?: boolean;
};

/** One shareholder field that stores itself after a pause, showing saving, saved or the server's validation message. */
export const ShareholderField = ({ shareholderId, fieldName, initial, options, onSaved, dense = false }: Props) => {
  const { t } = useTranslation();
  const { value, change, state, errorKey } = useAutosaveField(shareholderId, fieldName, initial, onSaved);
  const canEdit = useCanEdit('shareholders');
  const adornment =
    state === 'saving' ? <CircularProgress size={14} aria-label={t('shareholders.field.saving')} /> : state === 'saved' ? <CheckIcon fontSize="small" color="success" aria-label={t('shareholders.field.saved')} /> : null;
  const toInput = (v: string | boolean | null) => (v === null ? '' : String(v));
  const fromInput = (text: string): string | boolean | null => {
    if (fieldName === 'isEmployee') return text === '' ? null : text === 'true';
    if (fieldName === 'issuedShareholderCertificate') return text === 'true';
    return text;
  };
  return (
    <TextField
      select={Boolean(options)}
      size={dense ? 'small' : 'medium'}
      fullWidth
      label={dense ? undefined : t(`shareholders.fields.${fieldName}`)}
      inputProps={{ 'aria-label': t(`shareholders.fields.${fieldName}`) }}
      value={toInput(value)}
      onChange={(event) => change(fromInput(event.target.value), Boolean(options))}
      disabled={!canEdit}
      error={state === 'error'}
      helperText={state === 'error' && errorKey ? t(errorKey) : dense ? undefined : ' '}
      slotProps={{ input: { endAdornment: adornment && <InputAdornment position="end">{adornment}</InputAdornment> } }}
    >
      {options?.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {t(option.labelKey)}
        </MenuItem>
      ))}
    </TextField>
  );
};
