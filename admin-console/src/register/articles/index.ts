// What the board and shareholder portals reuse of the articles pages.
export { ArticlesReader } from './ArticlesReader';
