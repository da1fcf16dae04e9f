import type { MessagingViewer } from './messaging-viewer';

/** Where each side opens a thread: the console, the board portal, or the shareholder portal. */
export const threadLink = (appUrl: string, orgNo: string, threadId: string, side: MessagingViewer['side'], shareholderId?: string | null): string => {
  const org = encodeURIComponent(orgNo);
  if (side === 'boardMember') return `${appUrl}/board-member/${org}/messaging/${threadId}`;
  if (side === 'shareholder') return `${appUrl}/shareholder/${org}/${shareholderId}/messaging/${threadId}`;
  return `${appUrl}/company/${org}/messaging/${threadId}`;
};
