import { languages, type TranslationRow } from '@andel/domain/shared';
import EditIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { EditedText } from './TranslationDialog';

/** The keys with their nb, sv and en texts; a missing or identical-to-English text is highlighted and says so. */
export const TranslationTable = ({ rows, onEdit }: { rows: TranslationRow[]; onEdit: (edited: EditedText) => void }) => {
  const { t } = useTranslation();
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('translations.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('translations.column.key')}</TableCell>
            {languages.map((language) => (
              <TableCell key={language}>{t(`language.${language}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key} hover>
              <TableCell sx={{ verticalAlign: 'top', wordBreak: 'break-all', minWidth: 180 }}>
                <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>{row.key}</Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>{row.area}</Typography>
              </TableCell>
              {languages.map((language) => {
                const text = row.texts[language];
                const missing = row.missing.includes(language);
                const sameAsEnglish = row.sameAsEnglish.includes(language);
                return (
                  <TableCell key={language} sx={{ verticalAlign: 'top', minWidth: 200, bgcolor: missing ? 'error.50' : sameAsEnglish ? 'warning.50' : undefined }}>
                    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                      <Typography variant="body2" sx={{ flex: 1, whiteSpace: 'pre-wrap' }}>{text.text}</Typography>
                      <IconButton
                        size="small"
                        aria-label={t('translations.edit', { key: row.key, language: t(`language.${language}`) })}
                        onClick={() => onEdit({ key: row.key, language, text })}
                      >
                        <EditIcon fontSize="small" />
                      </IconButton>
                    </Box>
                    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                      {missing && <Chip size="small" color="error" label={t('translations.flag.missing')} />}
                      {sameAsEnglish && <Chip size="small" color="warning" variant="outlined" label={t('translations.flag.sameAsEnglish')} />}
                      {text.overridden && <Chip size="small" color="info" variant="outlined" label={t('translations.overridden')} />}
                    </Box>
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
