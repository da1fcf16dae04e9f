import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../shell';
import type { MessagingScope } from './messaging-scope';
import { NewThreadDialog } from './NewThreadDialog';
import { ThreadList } from './ThreadList';
import { ThreadView } from './ThreadView';
import { useMessagingAccess, useThread, useThreads } from './useMessaging';

/**
 * The messaging screen of every app: the threads on the left, the one in the address (`…/messaging/{threadId}`) on
 * the right, both kept fresh while open; the company also starts threads to the audiences it may write to.
 */
export const MessagingBrowser = ({ scope }: { scope: MessagingScope }) => {
  const { t } = useTranslation();
  const { threadId } = useParams();
  const navigate = useNavigate();
  const [composing, setComposing] = useState(false);
  const threads = useThreads(scope.apiBase);
  const thread = useThread(scope.apiBase, threadId);
  const access = useMessagingAccess(scope.apiBase, scope.side === 'company');
  const writable = access.data?.edit ?? [];
  return (
    <Stack spacing={2}>
      {writable.length > 0 && (
        <Box>
          <Button variant="contained" onClick={() => setComposing(true)}>
            {t('messaging.newThread')}
          </Button>
        </Box>
      )}
      {threads.isLoading ? (
        <LoadingState />
      ) : threads.error ? (
        <ErrorState error={threads.error} />
      ) : !threads.data?.length ? (
        <EmptyState textKey="messaging.empty" />
      ) : (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Paper variant="outlined" sx={{ width: { xs: '100%', md: 360 }, flexShrink: 0 }}>
            <ThreadList scope={scope} threads={threads.data} currentId={threadId} />
          </Paper>
          <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
            {!threadId ? (
              <EmptyState textKey="messaging.selectThread" />
            ) : thread.isLoading ? (
              <LoadingState />
            ) : thread.error || !thread.data ? (
              <ErrorState error={thread.error} />
            ) : (
              <ThreadView scope={scope} thread={thread.data} />
            )}
          </Box>
        </Stack>
      )}
      {composing && (
        <NewThreadDialog
          scope={scope}
          audiences={writable}
          onClose={() => setComposing(false)}
          onStarted={(id) => {
            setComposing(false);
            void navigate(`${scope.appBase}/${id}`);
          }}
        />
      )}
    </Stack>
  );
};
