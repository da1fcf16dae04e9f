import { documentLanguageChoices, type DocumentLanguageChoice } from '@andel/domain/shared';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/** The language a meeting's documents are written in: one, or two side by side (seed 002, section 9). */
export const DocumentLanguageField = ({ value, onChange }: { value: DocumentLanguageChoice; onChange: (value: DocumentLanguageChoice) => void }) => {
  const { t } = useTranslation();
  return (
    <TextField select label={t('boardMeetings.field.documentLanguage')} value={value} onChange={(event) => onChange(event.target.value as DocumentLanguageChoice)}>
      {documentLanguageChoices.map((choice) => (
        <MenuItem key={choice} value={choice}>
          {t(`documentLanguage.${choice}`)}
        </MenuItem>
      ))}
    </TextField>
  );
};
