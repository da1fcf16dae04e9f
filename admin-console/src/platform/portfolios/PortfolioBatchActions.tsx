import type { PortfolioBatchUploadResult } from '@andel/domain/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, DownloadButton, FileButton, uploadFile } from '@andel/ui/shell';
import { portfolioQueryRoot } from './usePortfolio';

type InvalidRows = Extract<PortfolioBatchUploadResult, { result: 'invalid' }>['rows'];
type Outcome = { updated: Extract<PortfolioBatchUploadResult, { result: 'updated' }> } | { invalid: InvalidRows } | { failed: string };

/** The scope's part of the batch calls: `/portfolio` for all companies, `/portfolio/{id}` for one portfolio. */
const batchRoot = (scope: string) => (scope === 'all' || scope === 'admin' ? '/portfolio' : `/portfolio/${encodeURIComponent(scope)}`);

/** What the upload came to: the holders updated per company, or each refused row with its cells' messages. */
const UploadOutcome = ({ outcome }: { outcome: Outcome }) => {
  const { t } = useTranslation();
  if ('failed' in outcome) return <Alert severity="error">{t(outcome.failed)}</Alert>;
  if ('updated' in outcome)
    return (
      <Alert severity="success">
        <Typography>{t('portfolioBatch.updated', { count: outcome.updated.count })}</Typography>
        {outcome.updated.companies.map((company) => (
          <Typography key={company.organisationNumber} variant="body2">
            {t('portfolioBatch.updatedIn', { company: company.companyName, count: company.shareholderIds.length })}
          </Typography>
        ))}
      </Alert>
    );
  return (
    <Alert severity="error">
      <Typography>{t('portfolioBatch.rowErrors')}</Typography>
      <List dense aria-label={t('portfolioBatch.rowErrors')}>
        {outcome.invalid.map((row) => (
          <ListItem key={row.rowNumber} disableGutters>
            <ListItemText
              primary={`${t('portfolioBatch.row', { row: row.rowNumber })}${row.organisationNumber ? ` (${row.organisationNumber})` : ''}`}
              secondary={Object.values(row.errors).map((key) => t(key ?? 'invalidValue')).join(' ')}
            />
          </ListItem>
        ))}
      </List>
    </Alert>
  );
};

/** The upload dialog: choose the changed spreadsheet, see its progress, then what it updated or why nothing was. */
const UploadDialog = ({ scope, onClose }: { scope: string; onClose: () => void }) => {
  const { t } = useTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const upload = async (file: File) => {
    setOutcome(null);
    setProgress(0);
    try {
      const result = await uploadFile<PortfolioBatchUploadResult>(`${batchRoot(scope)}/upload-shareholders`, file, setProgress);
      if (result.result === 'updated') setOutcome({ updated: result });
      await queryClient.invalidateQueries({ queryKey: [portfolioQueryRoot] });
    } catch (error) {
      const rows = error instanceof ApiError ? (error.body as { rows?: InvalidRows } | null)?.rows : undefined;
      setOutcome(rows ? { invalid: rows } : { failed: error instanceof ApiError ? error.code : 'general-error' });
    } finally {
      setProgress(null);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('portfolioBatch.uploadTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>{t('portfolioBatch.uploadHelp')}</Typography>
          <div>
            <FileButton labelKey="portfolioBatch.chooseFile" accept=".xlsx,.csv" disabled={progress !== null} onFile={(file) => void upload(file)} />
          </div>
          {progress !== null && <LinearProgress variant="determinate" value={progress} />}
          {outcome && <UploadOutcome outcome={outcome} />}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('portfolioBatch.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};

/**
 * The portfolio's batch export and update of shareholders (seed: platform core, sections 6 and 7): download every
 * holder of the administered companies as one spreadsheet, and upload it changed. Admins only; the server refuses
 * others, and the holders section is shown only where the user administers companies.
 */
export const PortfolioBatchActions = ({ scope }: { scope: string }) => {
  const [uploading, setUploading] = useState(false);
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }}>
      <DownloadButton path={`${batchRoot(scope)}/export-shareholders`} labelKey="portfolioBatch.download" errorKey="general-error" />
      <Button variant="outlined" onClick={() => setUploading(true)}>
        {t('portfolioBatch.upload')}
      </Button>
      {uploading && <UploadDialog scope={scope} onClose={() => setUploading(false)} />}
    </Stack>
  );
};
