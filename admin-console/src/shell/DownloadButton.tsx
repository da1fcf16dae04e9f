import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from './file-transfer';
import { useNotify } from './useNotify';

/** A button that downloads a generated file from /api; a failure shows `errorKey`. */
export const DownloadButton = ({ path, labelKey, errorKey }: { path: string; labelKey: string; errorKey: string }) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(path);
    } catch {
      notify({ messageKey: errorKey, severity: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button startIcon={<DownloadIcon />} loading={busy} onClick={() => void download()}>
      {t(labelKey)}
    </Button>
  );
};
