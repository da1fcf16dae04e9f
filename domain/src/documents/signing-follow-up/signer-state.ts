import type { DeliveryState } from '../../platform/email/delivery-state';

/** The seed's signing status labels of a signer (002 section 8): signed, not sent, sent, delivery failed, failed to send, unknown. */
export const signerStates = ['signed', 'notSent', 'sent', 'deliveryFailed', 'failedToSend', 'unknown'] as const;
export type SignerState = (typeof signerStates)[number];

const byDelivery: Record<DeliveryState, SignerState> = { UNSENT: 'notSent', SENT: 'sent', DELIVERED: 'sent', SENDING_FAILED: 'failedToSend', DELIVERY_FAILED: 'deliveryFailed' };

/** A signer's label: signed once signed, else how their email fared. */
export const signerState = ({ isSigned, deliveryState }: { isSigned: boolean; deliveryState: DeliveryState | null }): SignerState =>
  isSigned ? 'signed' : deliveryState ? byDelivery[deliveryState] : 'unknown';
