import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/** A button that picks one file (of the types in `accept`) and hands it over; picking the same file again works. */
export const FileButton = ({ labelKey, accept, onFile, disabled }: { labelKey: string; accept: string; onFile: (file: File) => void; disabled: boolean }) => {
  const { t } = useTranslation();
  return (
    <Button component="label" variant="outlined" startIcon={<UploadIcon />} disabled={disabled}>
      {t(labelKey)}
      <input
        hidden
        type="file"
        accept={accept}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </Button>
  );
};
