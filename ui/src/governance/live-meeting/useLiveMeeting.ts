import { applyLiveVotes, liveMeetingEvents, liveMeetingSocketPath, liveMeetingSocketTimeoutMs, newerLiveView, type LiveMeetingView, type LiveMeetingVotesView } from '@andel/domain/shared';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import { liveMeetingQueryKey } from './live-meeting-cache';
import { castLiveVote, type LiveVoteSender } from './live-vote';

/** Who connects: the session cookie (nothing more), or a notice's or power-of-attorney recipient's link token. */
export type LiveMeetingAuth = { projectId: string; noticeToken?: string; poaRecipientToken?: string };

const stateEvents = [liveMeetingEvents.snapshot, liveMeetingEvents.participation, liveMeetingEvents.stepStatus, liveMeetingEvents.powerOfAttorney];

/**
 * The meeting's live state over socket.io, kept in react-query's cache: the snapshot on each (re)connect and the status
 * messages carry the whole state (the newest version wins); `shareholder-voted` carries the changed items, applied over it. Announcements are collected as they come.
 * `castVote` votes over the same socket with an ack (the HTTP route when it is not connected).
 */
export const useLiveMeeting = <V extends LiveMeetingView>(auth: LiveMeetingAuth) => {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [announcements, setAnnouncements] = useState<string[]>([]);
  const socketRef = useRef<Socket | null>(null);
  const { projectId, noticeToken, poaRecipientToken } = auth;
  useEffect(() => {
    let joined = false;
    // A reconnect says it rejoins: the server then sends every client the tallies again (its peer may have died mid-broadcast).
    const socket = io({ path: liveMeetingSocketPath, transports: ['websocket'], timeout: liveMeetingSocketTimeoutMs, auth: (send) => send({ projectId, noticeToken, poaRecipientToken, rejoin: joined }) });
    socketRef.current = socket;
    const apply = (view: V) => queryClient.setQueryData<V>(liveMeetingQueryKey(projectId), (current) => newerLiveView(current, view));
    for (const event of stateEvents) socket.on(event, apply);
    socket.on(liveMeetingEvents.voted, (delta: LiveMeetingVotesView | V) =>
      queryClient.setQueryData<V>(liveMeetingQueryKey(projectId), (current) => ('steps' in delta ? newerLiveView(current, delta) : applyLiveVotes(current, delta))),
    );
    socket.on(liveMeetingEvents.announcement, ({ message }: { message: string }) => setAnnouncements((list) => [message, ...list]));
    socket.on('connect', () => {
      joined = true;
      setConnected(true);
      setRefusal(null);
    });
    socket.on('disconnect', () => setConnected(false));
    socket.on('connect_error', (error) => setRefusal(error.message));
    return () => {
      socketRef.current = null;
      socket.disconnect();
    };
  }, [queryClient, projectId, noticeToken, poaRecipientToken]);
  const view = useQuery<V>({ queryKey: liveMeetingQueryKey(projectId), queryFn: skipToken, staleTime: Infinity });
  const castVote: LiveVoteSender = useCallback((body, http) => castLiveVote(socketRef.current, body, http), []);
  return { view: view.data, connected, refusal, announcements, castVote };
};
