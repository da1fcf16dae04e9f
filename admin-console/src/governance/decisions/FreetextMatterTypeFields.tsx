import {
  customizableDocuments,
  customizedFreetextTypes,
  freetextTypeOptions,
  type CustomizedFreetextType,
  type CustomizedFreetextTypePerDocument,
  type DocumentType,
  type FreetextMatterState,
  type FreetextType,
} from '@andel/domain/shared';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type FreetextMatterTypeFieldsProps = { documents: readonly DocumentType[]; value: FreetextMatterState; onChange: (value: FreetextMatterState) => void };

const choiceFor = (choices: CustomizedFreetextTypePerDocument[], documentType: DocumentType): CustomizedFreetextType =>
  choices.find((choice) => choice.documentType === documentType)?.customizedFreetextType ?? 'DECISION_MATTER';

/**
 * A freetext matter's general meeting flag and matter type (seed 002, section 4): information or decision matter,
 * or customized per document where the project's documents and the flag offer it.
 */
export const FreetextMatterTypeFields = ({ documents, value, onChange }: FreetextMatterTypeFieldsProps) => {
  const { t } = useTranslation();
  const labelId = useId();
  const options = freetextTypeOptions(documents, value.requiresGeneralMeeting);
  const type: FreetextType = options.includes(value.freetextTypeForAllDocuments) ? value.freetextTypeForAllDocuments : 'DECISION_MATTER';
  const setChoice = (documentType: DocumentType, customizedFreetextType: CustomizedFreetextType) =>
    onChange({
      ...value,
      customizedFreetextTypePerDocument: [...value.customizedFreetextTypePerDocument.filter((choice) => choice.documentType !== documentType), { documentType, customizedFreetextType }],
    });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <FormControlLabel
        control={<Checkbox checked={value.requiresGeneralMeeting} onChange={(event) => onChange({ ...value, requiresGeneralMeeting: event.target.checked })} />}
        label={t('decisions.requiresGeneralMeeting')}
      />
      <FormControl>
        <FormLabel id={labelId}>{t('decisions.field.matterType')}</FormLabel>
        <RadioGroup row aria-labelledby={labelId} value={type} onChange={(event) => onChange({ ...value, freetextTypeForAllDocuments: event.target.value as FreetextType })}>
          {options.map((option) => (
            <FormControlLabel key={option} value={option} control={<Radio />} label={t(`matterType.${option}`)} />
          ))}
        </RadioGroup>
      </FormControl>
      {type === 'CUSTOMIZED' &&
        customizableDocuments(documents).map((documentType) => (
          <TextField
            key={documentType}
            select
            size="small"
            label={t(`documentType.${documentType}`)}
            value={choiceFor(value.customizedFreetextTypePerDocument, documentType)}
            onChange={(event) => setChoice(documentType, event.target.value as CustomizedFreetextType)}
          >
            {customizedFreetextTypes.map((choice) => (
              <MenuItem key={choice} value={choice}>
                {t(`matterType.${choice}`)}
              </MenuItem>
            ))}
          </TextField>
        ))}
    </Box>
  );
};
