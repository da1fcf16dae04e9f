import { fileTypeFilters, signatureFilters, type ArchiveFilters } from '@andel/domain/shared';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/** The list's filters: text, file type and signature (seed 002 section 2). */
export const ArchiveFilterBar = ({ filters, onChange }: { filters: ArchiveFilters; onChange: (filters: ArchiveFilters) => void }) => {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <TextField size="small" label={t('archive.filter.text')} value={filters.text} onChange={(event) => onChange({ ...filters, text: event.target.value })} />
      <TextField select size="small" label={t('archive.filter.fileType')} value={filters.fileType} onChange={(event) => onChange({ ...filters, fileType: event.target.value as ArchiveFilters['fileType'] })} sx={{ minWidth: 140 }}>
        {fileTypeFilters.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`archive.filter.fileType.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField select size="small" label={t('archive.filter.signature')} value={filters.signature} onChange={(event) => onChange({ ...filters, signature: event.target.value as ArchiveFilters['signature'] })} sx={{ minWidth: 180 }}>
        {signatureFilters.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`archive.filter.signature.${value}`)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
};
