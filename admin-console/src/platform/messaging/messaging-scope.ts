/**
 * Where a messaging screen lives: the API base of its BFF (`/messaging/{orgNo}` for the company, a portal's
 * `…/messaging` for a recipient), the app address of the screen (a thread below it), and whose side it is: the company
 * writes new threads and sees read state; a recipient reads and replies.
 */
export type MessagingScope = { apiBase: string; appBase: string; side: 'company' | 'recipient'; orgNo: string };
