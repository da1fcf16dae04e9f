import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  applyExportChoice,
  defaultExportChoice,
  exportChoiceErrors,
  exportContents,
  exportFormats,
  exportLanguages,
  offeredExportFormats,
  type ExportChoice,
} from '@andel/domain/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { administeredCompanies, downloadFile, IsoDateField, useLoggedOnUser, useNotify } from '@andel/ui/shell';
import { ExportProgressBar } from './ExportProgressBar';

type Status = 'init' | 'loading' | 'error';

/** One of the dialog's option lists; each option labelled `<labelKey>.<option>`, those not offered disabled. */
const ChoiceSelect = <T extends string>({ labelKey, value, options, offered = options, onChange, helperKey }: { labelKey: string; value: T; options: readonly T[]; offered?: readonly T[]; onChange: (value: T) => void; helperKey?: string }) => {
  const { t } = useTranslation();
  return (
    <TextField select label={t(labelKey)} value={value} onChange={(event) => onChange(event.target.value as T)} helperText={helperKey ? t(helperKey) : undefined}>
      {options.map((option) => (
        <MenuItem key={option} value={option} disabled={!offered.includes(option)}>
          {t(`${labelKey}.${option}`)}
        </MenuItem>
      ))}
    </TextField>
  );
};

const query = ({ content, language, format, date }: ExportChoice, ticket: string) => new URLSearchParams({ content, language, format, date, ticket }).toString();

/**
 * The seed's export dialog: content, language, format, date and the companies (the admin's companies).
 * Cost price forces Excel; HTML is offered for one company only and opens in a new window; the date must
 * be valid and at least one company chosen. Success closes the dialog; a failure shows shareholders.error.export.
 * While one company's file is on its way, its place in the export line and then its progress show under the fields.
 */
export const ExportDialog = ({ orgNo, open, onClose }: { orgNo: string; open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const { data: user } = useLoggedOnUser();
  const [choice, setChoice] = useState(() => defaultExportChoice(orgNo, new Date().toISOString().slice(0, 10)));
  const [status, setStatus] = useState<Status>('init');
  const [touched, setTouched] = useState(false);
  const [ticket, setTicket] = useState<string>();
  const errors = touched ? exportChoiceErrors(choice) : {};
  const adminCompanies = administeredCompanies(user);
  const offered = offeredExportFormats(choice);
  const change = (update: Partial<ExportChoice>) => setChoice((current) => applyExportChoice(current, update));

  const submit = async () => {
    setTouched(true);
    if (Object.keys(exportChoiceErrors(choice)).length > 0) return;
    setStatus('loading');
    const followed = crypto.randomUUID();
    try {
      const [only] = choice.organizationnumbers;
      if (choice.organizationnumbers.length > 1) await downloadFile('/shareholder/exports', { body: choice, fallbackName: 'shareholders.zip' });
      else if (choice.format === 'HTML') window.open(`/api/shareholder/export/${encodeURIComponent(only!)}?${query(choice, followed)}`, '_blank', 'noopener');
      else {
        setTicket(followed);
        await downloadFile(`/shareholder/export/${encodeURIComponent(only!)}?${query(choice, followed)}`);
      }
      setTicket(undefined);
      setStatus('init');
      onClose();
    } catch {
      setTicket(undefined);
      setStatus('error');
      notify({ messageKey: 'shareholders.error.export', severity: 'error' });
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('export.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <ChoiceSelect labelKey="export.content" value={choice.content} options={exportContents} onChange={(content) => change({ content })} />
          <ChoiceSelect labelKey="export.language" value={choice.language} options={exportLanguages} onChange={(language) => change({ language })} />
          <ChoiceSelect
            labelKey="export.format"
            value={choice.format}
            options={exportFormats}
            offered={offered}
            onChange={(format) => change({ format })}
            helperKey={choice.content === 'full_with_costprice' ? 'export.costPriceExcelOnly' : choice.organizationnumbers.length > 1 ? 'export.htmlOneCompany' : undefined}
          />
          <IsoDateField
            label={t('export.date')}
            value={choice.date}
            onChange={(date) => change({ date })}
            error={Boolean(errors.date)}
            helperText={errors.date ? t(errors.date) : undefined}
          />
          <Autocomplete
            multiple
            options={adminCompanies.map((company) => company.organisationNumber)}
            getOptionLabel={(organisationNumber) => adminCompanies.find((company) => company.organisationNumber === organisationNumber)?.name ?? organisationNumber}
            value={choice.organizationnumbers}
            onChange={(_event, organizationnumbers) => change({ organizationnumbers })}
            renderInput={(params) => <TextField {...params} label={t('export.companies')} error={Boolean(errors.organizationnumbers)} helperText={errors.organizationnumbers ? t(errors.organizationnumbers) : undefined} />}
          />
          {ticket && choice.organizationnumbers.length === 1 && <ExportProgressBar orgNo={choice.organizationnumbers[0]!} ticket={ticket} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('shareholderImport.cancel')}</Button>
        <Button variant="contained" loading={status === 'loading'} onClick={() => void submit()}>
          {t('export.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
