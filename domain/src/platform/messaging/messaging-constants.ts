import type { Feature } from '../access/features';

/** Who a thread goes to: the board (company roles on the board) or shareholders. */
export const messageAudiences = ['BOARD', 'SHAREHOLDERS'] as const;
export type MessageAudience = (typeof messageAudiences)[number];

/** The custom-role feature that opens each audience's threads (seed 000: boardMessages and shareholderMessages). */
export const audienceFeature: Record<MessageAudience, Feature> = { BOARD: 'boardMessages', SHAREHOLDERS: 'shareholderMessages' };

/** Limits of a thread's texts. */
export const messagingLimits = { subject: 200, body: 20_000, recipients: 10_000 } as const;

/**
 * The company side's live updates: a socket.io namespace on the server's one socket (its path is the live meeting's),
 * where a recipient's reply is announced to the company's room so an open console fetches threads and counts at once.
 */
export const messagingSocket = { namespace: '/messaging', changed: 'messaging-changed' } as const;
