import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OpenCapFormatImported } from '@andel/domain/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, DownloadButton, errorMessageKey, FileButton, uploadFile } from '@andel/ui/shell';

type Outcome = { severity: 'success' | 'error'; key: string; params: Record<string, string | number> };

/**
 * The register as an Open Cap Format package: download it, or fill a company whose register is empty from one
 * (the server refuses any other, and any package failing the OCF schemas, naming the count of errors).
 */
export const OpenCapFormatSection = ({ orgNo }: { orgNo: string }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const path = `/company/${encodeURIComponent(orgNo)}/open-cap-format`;

  const importPackage = async (file: File) => {
    setBusy(true);
    setOutcome(null);
    try {
      const imported = await uploadFile<OpenCapFormatImported>(path, file, () => undefined, { raw: true });
      setOutcome({ severity: 'success', key: 'openCapFormat.imported', params: imported });
      await queryClient.invalidateQueries();
    } catch (error) {
      setOutcome({ severity: 'error', key: errorMessageKey(error), params: error instanceof ApiError ? error.params : {} });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 3 }} component="section" aria-labelledby="open-cap-format-title">
      <Typography variant="h2" id="open-cap-format-title" sx={{ mb: 1 }}>
        {t('openCapFormat.title')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t('openCapFormat.exportIntro')}</Typography>
      <Typography sx={{ mb: 2 }}>{t('openCapFormat.importIntro')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <DownloadButton path={path} labelKey="openCapFormat.export" errorKey="general-error" />
        <FileButton labelKey="openCapFormat.import" accept=".zip,application/zip" disabled={busy} onFile={(file) => void importPackage(file)} />
      </Stack>
      {outcome && (
        <Alert severity={outcome.severity} sx={{ mt: 2 }} role={outcome.severity === 'error' ? 'alert' : 'status'}>
          {t(outcome.key, outcome.params)}
        </Alert>
      )}
    </Paper>
  );
};
