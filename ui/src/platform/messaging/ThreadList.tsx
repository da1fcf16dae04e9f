import type { MessageThreadSummary } from '@andel/domain/shared';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { messageTime } from './message-time';
import type { MessagingScope } from './messaging-scope';

/** The threads, newest activity first; an unread one is bold and says so; the company sees each thread's audience and read count. */
export const ThreadList = ({ scope, threads, currentId }: { scope: MessagingScope; threads: MessageThreadSummary[]; currentId: string | undefined }) => {
  const { t } = useTranslation();
  return (
    <List aria-label={t('messaging.title')} disablePadding>
      {threads.map((thread) => (
        <ListItem key={thread.id} disablePadding divider>
          <ListItemButton component={Link} to={`${scope.appBase}/${thread.id}`} selected={thread.id === currentId}>
            <ListItemText
              primary={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <span style={{ fontWeight: thread.unread ? 700 : 400 }}>{thread.subject}</span>
                  {thread.unread && <Chip size="small" color="primary" label={t('messaging.unread')} />}
                </Stack>
              }
              secondary={[
                scope.side === 'company' ? t(`messaging.audience.${thread.audience}`) : thread.createdByName,
                messageTime(thread.lastMessageAt),
                thread.readCount === null ? null : t('messaging.readBy', { read: thread.readCount, total: thread.recipientCount }),
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
};
