import type { MessageRecipientView } from '@andel/domain/shared';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { messageTime } from './message-time';

/** Who has read the company's latest message, and when each last opened the thread. */
export const RecipientReadState = ({ recipients }: { recipients: MessageRecipientView[] }) => {
  const { t } = useTranslation();
  return (
    <section aria-label={t('messaging.readState')}>
      <Typography variant="subtitle2">
        {t('messaging.readState')}: {t('messaging.readBy', { read: recipients.filter(({ hasReadLatest }) => hasReadLatest).length, total: recipients.length })}
      </Typography>
      <Table size="small">
        <TableBody>
          {recipients.map((recipient) => (
            <TableRow key={recipient.id}>
              <TableCell>{recipient.name}</TableCell>
              <TableCell>{recipient.email ?? t('messaging.recipients.noEmail')}</TableCell>
              <TableCell>{recipient.hasReadLatest && recipient.readAt ? t('messaging.readAt', { time: messageTime(recipient.readAt) }) : t('messaging.notRead')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
};
