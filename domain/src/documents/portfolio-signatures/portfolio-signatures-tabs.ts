import type { PortfolioScope } from '../../platform/portfolios/portfolio-scopes';

/** The portfolio's signature tabs (seed 000 section 2: follow-up/signatures/{pending|signed|sent|sealed}). */
export const signatureTabs = ['pending', 'signed', 'sent', 'sealed'] as const;
export type SignatureTab = (typeof signatureTabs)[number];

/** Sent and sealed show only for admins outside the board-role and investments scopes (seed 002 section 4). */
export const showsAdminTabs = (hasAdminRole: boolean, scope: PortfolioScope): boolean =>
  hasAdminRole && !(scope.kind === 'role' && (scope.role === 'board_member' || scope.role === 'shareholder'));

/** The tabs shown: pending and signed always, sent and sealed by the rule above. */
export const visibleSignatureTabs = (adminTabs: boolean): SignatureTab[] => (adminTabs ? [...signatureTabs] : ['pending', 'signed']);

/** The default tab: pending, else signed, sent, sealed, by the first non-empty list among those shown; pending when all are empty. */
export const defaultSignatureTab = (counts: Record<SignatureTab, number>, shown: readonly SignatureTab[]): SignatureTab => shown.find((tab) => counts[tab] > 0) ?? 'pending';
