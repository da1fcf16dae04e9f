// Auto-text variables (seed 000, section 3 "AI text entities"): company data inserted into a text, in four groups.

/** The four groups; the last two are offered only when the document includes them. */
export const autoTextGroups = ['general', 'individualHoldings', 'shareCapitalIncrease', 'individualContributions'] as const;
export type AutoTextGroup = (typeof autoTextGroups)[number];

/** Each variable's group and whether it takes a per-date attribute (figures that change with the register over time). */
export const autoTextVariables = {
  COMPANY_NAME: { group: 'general', perDate: false },
  ORG_NUMBER: { group: 'general', perDate: false },
  FAIR_VALUE: { group: 'general', perDate: false },
  NOMINAL_VALUE: { group: 'general', perDate: true },
  TAX_ASSESSMENT_PER_SHARE: { group: 'general', perDate: false },
  NUMBER_OF_SHAREHOLDERS: { group: 'general', perDate: true },
  TOTAL_SHARES: { group: 'general', perDate: true },
  SHARE_CAPITAL: { group: 'general', perDate: true },
  RECIPIENT_NAME: { group: 'general', perDate: false },
  HOLDING_LOAN_AMOUNT: { group: 'individualHoldings', perDate: false },
  HOLDING_LOCK_UP_END_DATE: { group: 'individualHoldings', perDate: false },
  HOLDING_NAME: { group: 'individualHoldings', perDate: false },
  HOLDING_NET_ASSET_VALUE: { group: 'individualHoldings', perDate: false },
  HOLDING_PLEDGED_SHARES: { group: 'individualHoldings', perDate: false },
  HOLDING_CLASSES_OWNED: { group: 'individualHoldings', perDate: true },
  HOLDING_COST_PRICE: { group: 'individualHoldings', perDate: false },
  HOLDING_TOTAL_SHARES: { group: 'individualHoldings', perDate: true },
  INCREASE_NEW_SHARES: { group: 'shareCapitalIncrease', perDate: false },
  INCREASE_SUBSCRIPTION_PRICE: { group: 'shareCapitalIncrease', perDate: false },
  INCREASE_AMOUNT: { group: 'shareCapitalIncrease', perDate: false },
  CONTRIBUTION_AMOUNT: { group: 'individualContributions', perDate: false },
  CONTRIBUTION_DATE: { group: 'individualContributions', perDate: false },
} as const satisfies Record<string, { group: AutoTextGroup; perDate: boolean }>;

export type AutoTextVariableType = keyof typeof autoTextVariables;
export const autoTextVariableTypes = Object.keys(autoTextVariables) as AutoTextVariableType[];

/** A variable as inserted into editor text: its type and, for the per-date ones, an optional date (YYYY-MM-DD). */
export type AutoTextVariable = { type: AutoTextVariableType; perDate?: string };

export const isAutoTextVariableType = (type: string): type is AutoTextVariableType => Object.hasOwn(autoTextVariables, type);

/** Whether the variable takes a per-date (the picker then asks for the date, today by default). */
export const takesPerDate = (type: AutoTextVariableType): boolean => autoTextVariables[type].perDate;

/**
 * A variable by name in the reader's language, with its date when it has one ("Aksjekapital per 2025-01-01"): how a
 * text shows a variable whose value is not filled in (the editor, read-only texts, and values the register lacks).
 */
export const autoTextVariableName = (variable: { type: AutoTextVariableType; perDate?: string | null }, translate: (key: string, params?: Record<string, string>) => string): string =>
  `${translate(`texts.variable.${variable.type}`)}${variable.perDate ? ` ${translate('texts.picker.perDate', { date: variable.perDate })}` : ''}`;

/** Which groups a text offers: general and individual holdings always; the other two only when the document includes them. */
export type AutoTextInclusion = { shareCapitalIncrease?: boolean; individualContributions?: boolean };

export const offeredAutoTextGroups = (included: AutoTextInclusion = {}): AutoTextGroup[] =>
  autoTextGroups.filter((group) => (group === 'shareCapitalIncrease' || group === 'individualContributions' ? Boolean(included[group]) : true));

/** The picker opens on '/' and lists at most this many matches (seed 000, section 9). */
export const variablePickerMaxMatches = 20;

/**
 * The variables offered under `included` whose label (in the user's language) or type contains `query`, at most
 * `variablePickerMaxMatches`.
 */
export const matchAutoTextVariables = (query: string, labelOf: (type: AutoTextVariableType) => string, included: AutoTextInclusion = {}): AutoTextVariableType[] => {
  const groups = offeredAutoTextGroups(included);
  const needle = query.trim().toLocaleLowerCase();
  return autoTextVariableTypes
    .filter((type) => groups.includes(autoTextVariables[type].group))
    .filter((type) => !needle || labelOf(type).toLocaleLowerCase().includes(needle) || type.toLowerCase().includes(needle))
    .slice(0, variablePickerMaxMatches);
};
