import { fillRegisterAutoTexts, messageRecipientDirectory, type MessagingRegister } from '@andel/domain/server';

/** Messaging (a platform room) gets from the register its recipients and the figures for its texts' variables. */
export const messagingRegister: MessagingRegister = { recipients: messageRecipientDirectory, fillAutoTexts: fillRegisterAutoTexts };
