import { formatDate, type CorrectionRecord } from '@andel/domain/shared';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';

/** The correcting entries of a transaction: what changed, who changed it and when. */
export const CorrectionsList = ({ corrections }: { corrections: CorrectionRecord[] }) => {
  const { t } = useTranslation();
  return (
    <List dense>
      {corrections.map((correction) => (
        <ListItem key={correction.id}>
          <ListItemText
            primary={t(`transactions.correction.${correction.correction}`, {
              date: formatDate(correction.transactionDate),
              nominalValue: String(correction.payload.nominalValue ?? ''),
            })}
            secondary={t('transactions.details.byWhom', { date: formatDate(correction.createdAt), name: correction.createdBy?.name ?? correction.createdBy?.email ?? '' })}
          />
        </ListItem>
      ))}
    </List>
  );
};
