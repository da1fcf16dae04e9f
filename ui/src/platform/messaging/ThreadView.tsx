import { richTextHasContent, richTextOf, type MessageThreadView } from '@andel/domain/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey, fieldErrorsOf, useNotify } from '../shell';
import { messageTime } from './message-time';
import { RecipientReadState } from './RecipientReadState';
import { RichTextEditor, RichTextView } from '../texts';
import { useReply } from './useMessaging';
import { AttachmentLinks, AttachmentPicker, noAttachments, type MessageAttachmentChoice } from './MessageAttachments';
import type { MessagingScope } from './messaging-scope';

/** A thread: its messages oldest first (the viewer's own on the right), the company's read state per recipient, and the reply in the shared editor. */
export const ThreadView = ({ scope, thread }: { scope: MessagingScope; thread: MessageThreadView }) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const { apiBase } = scope;
  const reply = useReply(apiBase, thread.id);
  const [body, setBody] = useState('');
  const [attachments, setAttachments] = useState<MessageAttachmentChoice>(noAttachments);
  const [error, setError] = useState<string | null>(null);
  const send = () => {
    if (!richTextHasContent(richTextOf(body))) return setError('required');
    reply.mutate(
      { body, attachments },
      {
        onSuccess: () => {
          setBody('');
          setAttachments(noAttachments);
          notify({ messageKey: 'messaging.replied', severity: 'success' });
        },
        onError: (failure) => setError(fieldErrorsOf(failure).body ?? errorMessageKey(failure)),
      },
    );
  };
  return (
    <Stack spacing={2}>
      <Typography variant="h3" component="h3">
        {thread.subject}
      </Typography>
      <Stack spacing={1} aria-label={t('messaging.title')} component="section">
        {thread.messages.map((message) => (
          <Paper
            key={message.id}
            variant="outlined"
            component="article"
            sx={{ p: 1.5, maxWidth: '85%', alignSelf: message.mine ? 'flex-end' : 'flex-start', bgcolor: message.mine ? 'action.hover' : 'background.paper' }}
          >
            <Typography variant="caption" color="text.secondary">
              {message.mine ? t('messaging.you') : message.authorName} · {messageTime(message.createdAt)}
            </Typography>
            <Box sx={{ overflowWrap: 'anywhere' }}>
              <RichTextView value={message.body} />
            </Box>
            <AttachmentLinks apiBase={apiBase} threadId={thread.id} attachments={message.attachments} />
          </Paper>
        ))}
      </Stack>
      {thread.recipients && <RecipientReadState recipients={thread.recipients} />}
      {thread.canReply ? (
        <Box
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <RichTextEditor
            label={t('messaging.replyLabel')}
            value={body}
            onChange={(value) => {
              setBody(value);
              setError(null);
            }}
            error={error ? t(error) : undefined}
          />
          <AttachmentPicker scope={scope} value={attachments} onChange={setAttachments} disabled={reply.isPending} />
          <Button type="submit" variant="contained" disabled={reply.isPending} sx={{ mt: 1 }}>
            {t('messaging.reply')}
          </Button>
        </Box>
      ) : (
        <Typography color="text.secondary">{t('messaging.readOnly')}</Typography>
      )}
    </Stack>
  );
};
