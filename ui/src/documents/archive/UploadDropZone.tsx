import { fileUploadConfig, formatFileSize, uploadAccept } from '@andel/domain/shared';
import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../platform/shell';

/**
 * The list as a drop target (seed 002: drag-and-drop upload) with a file button, and the upload's progress; without
 * `enabled` it only shows its children.
 */
export const UploadDropZone = ({ enabled, progress, onFiles, children }: { enabled: boolean; progress: { names: string; percent: number } | null; onFiles: (files: File[]) => void; children: ReactNode }) => {
  const { t } = useTranslation();
  const [over, setOver] = useState(false);
  if (!enabled) return <>{children}</>;
  const types = fileUploadConfig.supportedFileTypes.flatMap(({ extensions }) => extensions).join(', ');
  return (
    <Box
      data-testid="archive-drop-zone"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const files = [...event.dataTransfer.files];
        if (files.length) onFiles(files);
      }}
      sx={{ border: 2, borderStyle: 'dashed', borderColor: over ? 'primary.main' : 'divider', borderRadius: 1, p: 1, bgcolor: over ? 'action.hover' : undefined }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, p: 1 }}>
        <Button component="label" variant="outlined" startIcon={<UploadIcon />} disabled={progress !== null}>
          {t('archive.upload')}
          <input
            hidden
            multiple
            type="file"
            accept={uploadAccept}
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              if (files.length) onFiles(files);
            }}
          />
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {over ? t('archive.upload.drop') : t('archive.upload.hint', { types, size: formatFileSize(fileUploadConfig.maxFileSize, currentLanguage()) })}
        </Typography>
      </Box>
      {progress && (
        <Box sx={{ p: 1 }} role="status">
          <Typography variant="body2">{t('archive.upload.progress', progress)}</Typography>
          <LinearProgress variant={progress.percent < 100 ? 'determinate' : 'indeterminate'} value={progress.percent} />
        </Box>
      )}
      {children}
    </Box>
  );
};
