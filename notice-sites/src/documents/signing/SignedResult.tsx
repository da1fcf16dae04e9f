import type { SignedAnswer } from '@andel/domain/shared';
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import { useTranslation } from 'react-i18next';

/** What a completed signature shows: the documents signed, and whether everyone has now signed them. */
export const SignedResult = ({ answer }: { answer: SignedAnswer }) => {
  const { t } = useTranslation();
  return (
    <Alert severity="success" role="status">
      {t('signing.page.signed')}
      <List dense>
        {answer.documents.map((document, index) => (
          <ListItem key={index}>
            {document.title}
            {document.sealed ? ` — ${t('signing.page.sealed')}` : ''}
          </ListItem>
        ))}
      </List>
    </Alert>
  );
};
