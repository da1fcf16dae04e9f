// The articles of association as read: by the admin console's pages and the board and shareholder portals.
export { ArticleLanguageToggle, ArticlesDocument, textIn } from './ArticlesDocument';
export { ArticlesReader } from './ArticlesReader';
