import type { EmailOutbox } from '../../platform/email/email-outbox.entity';
import type { DeliveryState } from './meeting-document-constants';

/**
 * A recipient's delivery state from the outbox row of the email last sent to them: none is UNSENT, waiting in the
 * outbox SENT, handed to the mail server DELIVERED, given up after the retries SENDING_FAILED. DELIVERY_FAILED
 * (a bounce) needs bounce handling the outbox does not have; it is never given (docs/decisions.md).
 */
export const deliveryStateOf = (email: Pick<EmailOutbox, 'status'> | null | undefined): DeliveryState => {
  if (!email) return 'UNSENT';
  if (email.status === 'SENT') return 'DELIVERED';
  if (email.status === 'FAILED') return 'SENDING_FAILED';
  return 'SENT';
};
