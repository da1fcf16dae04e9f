import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from './file-transfer';
import { useNotify } from './useNotify';

/** A button that downloads a generated file from /api (POSTing `body` when given); a failure shows `errorKey`. */
export const DownloadButton = ({
  path,
  body,
  labelKey,
  labelParams,
  errorKey,
  size,
  onDownloaded,
}: {
  path: string;
  body?: unknown;
  labelKey: string;
  labelParams?: Record<string, string>;
  errorKey: string;
  size?: 'small' | 'medium';
  /** After the file has downloaded: for a download the server records (a package produced), to refresh what shows it. */
  onDownloaded?: () => void;
}) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(path, { body });
      onDownloaded?.();
    } catch {
      notify({ messageKey: errorKey, severity: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size={size} startIcon={<DownloadIcon />} loading={busy} onClick={() => void download()}>
      {t(labelKey, labelParams)}
    </Button>
  );
};
