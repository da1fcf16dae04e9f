import type { Feature } from '../access/features';

/** Who a thread goes to: the board (company roles on the board) or shareholders. */
export const messageAudiences = ['BOARD', 'SHAREHOLDERS'] as const;
export type MessageAudience = (typeof messageAudiences)[number];

/** The custom-role feature that opens each audience's threads (seed 000: boardMessages and shareholderMessages). */
export const audienceFeature: Record<MessageAudience, Feature> = { BOARD: 'boardMessages', SHAREHOLDERS: 'shareholderMessages' };

/** Limits of a thread's texts. */
export const messagingLimits = { subject: 200, body: 20_000, recipients: 10_000 } as const;
