import type { HelpArticle } from './help-content';
import { importShareholders } from './articles/import-shareholders';
import { inviteShareholders } from './articles/invite-shareholders';
import { keepTheRegister } from './articles/keep-the-register';
import { recordATransaction } from './articles/record-a-transaction';
import { runABoardMeeting } from './articles/run-a-board-meeting';
import { sendANotice } from './articles/send-a-notice';

/** The help center's articles, in the order the help center lists them. */
export const helpArticles: readonly HelpArticle[] = [keepTheRegister, recordATransaction, importShareholders, inviteShareholders, runABoardMeeting, sendANotice];

export const helpArticleBySlug = (slug: string): HelpArticle | undefined => helpArticles.find((article) => article.slug === slug);
