import {
  commonMethodOf,
  eidSigningProviders,
  emptySignerRow,
  isEidSigningMethod,
  languages,
  offeredSigningMethods,
  quickAddKinds,
  quickAddShortfall,
  quickAddSigners,
  removeSignerRow,
  withCommonMethod,
  type OidcAvailabilityView,
  type OfferedSigningMethod,
  type SignerCandidatesView,
  type SignerRow,
} from '@andel/domain/shared';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../platform/shell';

type Props = {
  rows: SignerRow[];
  onChange: (rows: SignerRow[]) => void;
  candidates: SignerCandidatesView | undefined;
  availability: OidcAvailabilityView | undefined;
  defaultMethod: OfferedSigningMethod;
  errors: Record<string, string>;
};

/**
 * The signers of a signing request (seed 002, section 5): at least one, each with name and email; a common method;
 * the quick-add of the company's people. Shared by the archive's send dialog and the portfolio's wizard.
 */
export const SignerRowsEditor = ({ rows, onChange, candidates, availability, defaultMethod, errors }: Props) => {
  const { t } = useTranslation();
  const [quickAdd, setQuickAdd] = useState<HTMLElement | null>(null);
  const [shortfall, setShortfall] = useState<ReturnType<typeof quickAddShortfall>>(null);
  const available = (method: OfferedSigningMethod) => !isEidSigningMethod(method) || availability?.[eidSigningProviders[method]] === true;
  const defaults = { signingMethod: defaultMethod, language: currentLanguage() };
  const fieldError = (field: string) => (errors[field] ? t(errors[field]) : ' ');
  const update = (index: number, change: Partial<SignerRow>) => onChange(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  const common = commonMethodOf(rows);
  const methodItems = offeredSigningMethods.map((method) => (
    <MenuItem key={method} value={method} disabled={!available(method)}>
      {available(method) ? t(`sealing.method.${method}`) : t('signing.method.unavailable', { method: t(`sealing.method.${method}`) })}
    </MenuItem>
  ));
  return (
    <>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
          {t('signing.send.signers')}
        </Typography>
        <TextField select size="small" sx={{ minWidth: 240 }} label={t('signing.send.commonMethod')} value={common ?? ''} onChange={(event) => onChange(withCommonMethod(rows, event.target.value as OfferedSigningMethod))}>
          {methodItems}
        </TextField>
        <Button onClick={(event) => setQuickAdd(event.currentTarget)} disabled={!candidates}>
          {t('signing.send.quickAdd')}
        </Button>
      </Stack>
      <Menu anchorEl={quickAdd} open={quickAdd !== null} onClose={() => setQuickAdd(null)}>
        {quickAddKinds.map((kind) => (
          <MenuItem
            key={kind}
            onClick={() => {
              setQuickAdd(null);
              setShortfall(quickAddShortfall(rows, kind, candidates!));
              onChange(quickAddSigners(rows, kind, candidates!, { ...defaults, signingMethod: common ?? defaults.signingMethod }));
            }}
          >
            {t(`signing.quickAdd.${kind}`)}
          </MenuItem>
        ))}
      </Menu>
      {shortfall && (
        <Alert severity="info" onClose={() => setShortfall(null)} sx={{ mb: 1 }}>
          {t(shortfall.key, shortfall.params)}
        </Alert>
      )}
      {rows.map((row, index) => (
        <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1 }} role="group" aria-label={`${t('signing.send.signers')} ${index + 1}`}>
          <TextField size="small" label={t('signing.send.name')} value={row.name} onChange={(event) => update(index, { name: event.target.value })} error={!!errors[`signers.${index}.name`]} helperText={fieldError(`signers.${index}.name`)} />
          <TextField size="small" label={t('signing.send.email')} value={row.email} onChange={(event) => update(index, { email: event.target.value })} error={!!errors[`signers.${index}.email`]} helperText={fieldError(`signers.${index}.email`)} />
          <TextField select size="small" sx={{ minWidth: 200 }} label={t('signing.send.method')} value={row.signingMethod} onChange={(event) => update(index, { signingMethod: event.target.value as OfferedSigningMethod })} helperText=" ">
            {methodItems}
          </TextField>
          <TextField select size="small" label={t('signing.send.language')} value={row.language} onChange={(event) => update(index, { language: event.target.value as SignerRow['language'] })} helperText=" ">
            {languages.map((language) => (
              <MenuItem key={language} value={language}>
                {t(`language.${language}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField size="small" label={t('signing.send.phone')} value={row.phoneNumber} onChange={(event) => update(index, { phoneNumber: event.target.value })} helperText={fieldError(`signers.${index}.phoneNumber`)} />
          <TextField size="small" label={t('signing.send.reference')} value={row.reference} onChange={(event) => update(index, { reference: event.target.value })} helperText=" " />
          <IconButton aria-label={t('signing.send.removeSigner', { number: index + 1 })} onClick={() => onChange(removeSignerRow(rows, index, defaults))}>
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      {errors.signers && <Typography color="error">{t(errors.signers)}</Typography>}
      <Button onClick={() => onChange([...rows, emptySignerRow(common ?? defaults.signingMethod, defaults.language)])}>{t('signing.send.addSigner')}</Button>
    </>
  );
};

/** A signer row as the server takes it. */
export const signerInputOf = (row: SignerRow) => ({ ...row, signerType: 'DOCUMENT' as const, phoneNumber: row.phoneNumber || null, reference: row.reference || null });
