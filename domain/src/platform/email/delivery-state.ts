import type { EmailOutbox } from './email-outbox.entity';

/** Delivery states of an email to a recipient (seed 002, section 3). */
export const deliveryStates = ['UNSENT', 'SENT', 'DELIVERED', 'SENDING_FAILED', 'DELIVERY_FAILED'] as const;
export type DeliveryState = (typeof deliveryStates)[number];

/**
 * A recipient's delivery state from the outbox row of the email last sent to them: none is UNSENT, waiting in the
 * outbox SENT, handed to the mail server DELIVERED, given up after the retries SENDING_FAILED. DELIVERY_FAILED
 * (a bounce) needs bounce handling the outbox does not have; it is never given (docs/decisions/governance/board-meetings.md).
 */
export const deliveryStateOf = (email: Pick<EmailOutbox, 'status'> | null | undefined): DeliveryState => {
  if (!email) return 'UNSENT';
  if (email.status === 'SENT') return 'DELIVERED';
  if (email.status === 'FAILED') return 'SENDING_FAILED';
  return 'SENT';
};
