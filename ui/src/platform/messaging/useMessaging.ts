import { liveMeetingSocketPath, messagingSocket, type MessageAudience, type MessageRecipientCandidateView, type MessageThreadSummary, type MessageThreadView, type MessagingAccessView, type TReplyInput, type TStartThreadInput } from '@andel/domain/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { io } from 'socket.io-client';
import { apiFetch, postWithFiles } from '../shell';
import type { MessageAttachmentChoice } from './MessageAttachments';

export const messagingQueryRoot = 'messaging';

/** While a page is open, what others write appears without reload. */
const liveInterval = 10_000;

export const useThreads = (apiBase: string) =>
  useQuery({
    queryKey: [messagingQueryRoot, apiBase, 'threads'],
    queryFn: ({ signal }) => apiFetch<MessageThreadSummary[]>(`${apiBase}/threads`, { signal }),
    refetchInterval: liveInterval,
  });

/** A thread; opening it marks it read on the server, so the list and the menu's count are fetched again after it. */
export const useThread = (apiBase: string, threadId: string | undefined) => {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [messagingQueryRoot, apiBase, 'thread', threadId],
    queryFn: async ({ signal }) => {
      const thread = await apiFetch<MessageThreadView>(`${apiBase}/threads/${threadId}`, { signal });
      void queryClient.invalidateQueries({ queryKey: [messagingQueryRoot, apiBase, 'threads'] });
      void queryClient.invalidateQueries({ queryKey: [messagingQueryRoot, apiBase, 'unread'] });
      return thread;
    },
    enabled: Boolean(threadId),
    refetchInterval: liveInterval,
    retry: false,
  });
};

/**
 * While a company's console is open, a recipient's reply arrives at once: the server announces it on the messaging
 * socket and the threads, the open thread and the menu's unread count are fetched again (the polling is the fallback).
 */
export const useMessagingLive = (orgNo: string, enabled: boolean) => {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const socket = io(messagingSocket.namespace, { path: liveMeetingSocketPath, transports: ['websocket'], auth: { orgNo } });
    socket.on(messagingSocket.changed, () => void queryClient.invalidateQueries({ queryKey: [messagingQueryRoot] }));
    return () => void socket.disconnect();
  }, [queryClient, orgNo, enabled]);
};

/** The menus' badge: threads with something new. */
export const useUnreadMessages = (apiBase: string | null) =>
  useQuery({
    queryKey: [messagingQueryRoot, apiBase, 'unread'],
    queryFn: ({ signal }) => apiFetch<{ unread: number }>(`${apiBase}/unread-count`, { signal }),
    enabled: apiBase !== null,
    refetchInterval: 30_000,
    retry: false,
    select: ({ unread }) => unread,
  });

export const useMessagingAccess = (apiBase: string, enabled: boolean) =>
  useQuery({ queryKey: [messagingQueryRoot, apiBase, 'access'], queryFn: ({ signal }) => apiFetch<MessagingAccessView>(`${apiBase}/access`, { signal }), enabled });

export const useRecipientCandidates = (apiBase: string, audience: MessageAudience | null) =>
  useQuery({
    queryKey: [messagingQueryRoot, apiBase, 'recipients', audience],
    queryFn: ({ signal }) => apiFetch<MessageRecipientCandidateView[]>(`${apiBase}/recipients?audience=${audience}`, { signal }),
    enabled: audience !== null,
  });

const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [messagingQueryRoot] });
};

/** Files to send with a message: a message without uploads goes as JSON, one with uploads as multipart; archive files go by id. */
type Attached = { attachments: MessageAttachmentChoice };
const send = (path: string, input: object, { files, archiveFiles }: MessageAttachmentChoice) => {
  const body = archiveFiles.length ? { ...input, archiveEntryIds: archiveFiles.map(({ id }) => id) } : input;
  return files.length ? postWithFiles<{ id: string }>(path, body, files) : apiFetch<{ id: string }>(path, { method: 'POST', body });
};

export const useStartThread = (apiBase: string) => {
  const refresh = useRefresh();
  return useMutation({ mutationFn: ({ attachments, ...input }: TStartThreadInput & Attached) => send(`${apiBase}/threads`, input, attachments), onSuccess: refresh });
};

export const useReply = (apiBase: string, threadId: string) => {
  const refresh = useRefresh();
  return useMutation({ mutationFn: ({ attachments, ...input }: TReplyInput & Attached) => send(`${apiBase}/threads/${threadId}/messages`, input, attachments), onSuccess: refresh });
};
