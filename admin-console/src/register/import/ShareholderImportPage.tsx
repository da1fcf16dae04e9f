import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ParsedImportRow, CheckedImportRows, UploadedShareholders } from '@andel/domain/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError, DownloadButton, downloadFile, errorMessageKey, FileButton, MissingFeature, uploadFile, useCanEdit, useNotify } from '@andel/ui/shell';
import { OpenCapFormatSection } from '../open-cap-format/OpenCapFormatSection';
import { ImportGrid } from './ImportGrid';
import { ImportSubmit } from './ImportSubmit';
import { useImportGrid } from './useImportGrid';
import { useQueryClient } from '@tanstack/react-query';

const spreadsheetTypes = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

/**
 * `/company/{orgNo}/shareholders/import` (seed: "Shareholder import"): download the template, upload a
 * spreadsheet, review and fix every row in the grid, then import. Nothing is written before the import
 * is confirmed; the import button stays disabled while any cell has an error.
 */
export const ShareholderImportPage = () => {
  const { t, i18n } = useTranslation();
  const { orgNo = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const grid = useImportGrid(orgNo);
  const [progress, setProgress] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<{ key: string; params: Record<string, string | number> } | null>(null);
  // Rows refused by an update are shown to be fixed in the file; only parsed rows can be imported.
  const [mode, setMode] = useState<'import' | 'update'>('import');
  const base = `/shareholder/${encodeURIComponent(orgNo)}`;
  // Importing needs the shareholders' edit level, as the server's import calls do: a view-only role is not offered the page.
  const canImport = useCanEdit('shareholders');

  const upload = async (file: File, target: 'parse-excel' | 'upload-shareholders') => {
    setRefusal(null);
    setProgress(0);
    setMode(target === 'parse-excel' ? 'import' : 'update');
    try {
      const answer = await uploadFile<CheckedImportRows | UploadedShareholders>(`${base}/${target}`, file, setProgress);
      if ('shareholderIds' in answer) {
        notify({ messageKey: 'shareholders.upload.success', params: { count: answer.shareholderIds.length }, severity: 'success' });
        await queryClient.invalidateQueries();
        navigate(`/company/${orgNo}/shareholders/list`);
      } else grid.load(answer.rows);
    } catch (error) {
      const rows = error instanceof ApiError ? (error.body as { rows?: ParsedImportRow[] } | null)?.rows : undefined;
      if (rows) grid.load(rows);
      setRefusal({ key: errorMessageKey(error), params: error instanceof ApiError ? error.params : {} });
    } finally {
      setProgress(null);
    }
  };

  if (!canImport) return <MissingFeature />;
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('shareholderImport.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('shareholderImport.intro')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }}>
        <Button startIcon={<DownloadIcon />} onClick={() => void downloadFile(`/shareholders/download-excel-template?lang=${i18n.language}`, { fallbackName: 'template.xlsx' }).catch(() => notify({ messageKey: 'general-error', severity: 'error' }))}>
          {t('shareholderImport.downloadTemplate')}
        </Button>
        <FileButton labelKey="shareholderImport.upload" accept={spreadsheetTypes} disabled={progress !== null} onFile={(file) => void upload(file, 'parse-excel')} />
        <DownloadButton path={`/shareholder/export-shareholders/${encodeURIComponent(orgNo)}`} labelKey="shareholderUpload.download" errorKey="shareholders.error.export" />
        <FileButton labelKey="shareholderImport.uploadUpdate" accept={spreadsheetTypes} disabled={progress !== null} onFile={(file) => void upload(file, 'upload-shareholders')} />
      </Stack>
      {progress !== null && (
        <Box sx={{ mb: 2 }}>
          <Typography variant="body2">{t('shareholderImport.uploading', { percent: progress })}</Typography>
          <LinearProgress variant={progress < 100 ? 'determinate' : 'indeterminate'} value={progress} />
        </Box>
      )}
      {refusal && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {t(refusal.key, refusal.params)}
        </Alert>
      )}
      {grid.rows.length > 0 && (
        <Paper sx={{ p: 2 }}>
          <Typography variant="h2" sx={{ mb: 1 }}>
            {t('shareholderImport.rows', { count: grid.rows.length })}
          </Typography>
          <ImportGrid rows={grid.rows} columns={grid.columns} onEdit={grid.edit} />
          {mode === 'import' ? (
            <ImportSubmit orgNo={orgNo} rows={grid.rows} blocked={grid.checking || grid.errorCount > 0} onRefused={grid.setErrors} onStartOver={() => grid.load([])} />
          ) : (
            <Alert severity="info">{t('shareholderUpload.fixFile')}</Alert>
          )}
        </Paper>
      )}
      <OpenCapFormatSection orgNo={orgNo} />
    </Box>
  );
};
