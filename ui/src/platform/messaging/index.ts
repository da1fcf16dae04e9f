// The messaging screen, free of react-admin so the portals show it too (`@andel/admin-console/messaging`).
export { MessagingBrowser } from './MessagingBrowser';
export type { MessagingScope } from './messaging-scope';
export { useMessagingLive, useUnreadMessages } from './useMessaging';
export { type ArchiveFilePickerSlot } from './messaging-scope';
export { type ChosenArchiveFile } from './messaging-scope';
