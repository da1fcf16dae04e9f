import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';
import type { RefusedUpload } from './useArchiveActions';

/** The files a drop or a pick could not upload, each with the server's reason; the others were uploaded. */
export const RefusedUploads = ({ refused, onClose }: { refused: RefusedUpload[]; onClose: () => void }) => {
  const { t } = useTranslation();
  if (!refused.length) return null;
  return (
    <Alert severity="warning" onClose={onClose} sx={{ mb: 2 }}>
      <AlertTitle>{t('archive.upload.refused')}</AlertTitle>
      <ul aria-label={t('archive.upload.refused')} style={{ margin: 0, paddingLeft: '1.25rem' }}>
        {refused.map(({ name, messageKey, params }) => (
          <li key={name}>
            <strong>{name}</strong>: {t(messageKey, params)}
          </li>
        ))}
      </ul>
    </Alert>
  );
};
