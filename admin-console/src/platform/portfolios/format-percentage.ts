import { formatPercent, type Language } from '@andel/domain/shared';

/** A percentage from the server (two decimals, e.g. "12.34") as the language writes it, through the fraction formatter. */
export const formatPercentage = (percent: string, language: Language) => formatPercent(String(Number(percent) / 100), language);
