import type { EntityManager } from '@mikro-orm/core';
import type { Language } from '../../kernel/i18n/languages';
import { translate } from '../../collected/translate';
import { formatMoney, formatShares, formatNumber, formatDate } from '../../kernel/format';
import type { Company } from '../../platform/companies/company.entity';
import { autoTextVariableName, autoTextVariables, type AutoTextVariable } from '../../platform/texts/auto-text-variables';
import { autoTextValueKey, type AutoTextValues } from '../../platform/texts/render-rich-text';
import type { RegisterJson } from '../read-model/read-model-views';
import { getRegister } from '../read-model/get-register';
import { findCostPrices } from '../export/find-cost-prices';
import { formatShareClassNames } from '../share-classes/format-share-class-name';
import { ShareClass } from '../share-classes/share-class.entity';
import { Shareholder } from '../shareholders/shareholder.entity';
import { shareholderDisplayName } from '../shareholders/shareholder-display';

/** Whom a text is for: the recipient's name, and for the individual-holdings variables the shareholder whose holdings they show. */
export type AutoTextRecipient = { name?: string; shareholderId?: string };

/** Values of the share capital increase and individual contributions groups, when the document includes them (already formatted). */
export type IncludedAutoTextValues = Partial<Record<AutoTextVariable['type'], string>>;

/** A value not known (no recipient, no such figure on the register): the variable's name in brackets. */
export const autoTextLabelFallback = (language: Language) => (variable: AutoTextVariable) =>
  `[${autoTextVariableName(variable, (key, params) => translate(language, key, params))}]`;

/**
 * The values of a text's auto-text variables from the company's register: the general figures from the register of
 * today, or as of the variable's per-date (replayed to the end of that day); the individual holdings of the
 * recipient's shareholder. Values the register does not hold are left out (they render as `fallback`).
 */
export const resolveAutoTexts = async ({
  em,
  company,
  variables,
  language,
  recipient = {},
  included = {},
}: {
  em: EntityManager;
  company: Company;
  variables: readonly AutoTextVariable[];
  language: Language;
  recipient?: AutoTextRecipient;
  included?: IncludedAutoTextValues;
}): Promise<AutoTextValues> => {
  const registers = new Map<string, Promise<RegisterJson>>();
  const registerOn = (date?: string) => {
    const key = date ?? 'today';
    if (!registers.has(key)) registers.set(key, getRegister({ em, company, date }));
    return registers.get(key)!;
  };
  const holder = recipient.shareholderId ? await em.findOne(Shareholder, { id: recipient.shareholderId, company }) : null;
  const money = (amount: string | null) => (amount === null ? undefined : formatMoney(amount, language, company.currency));
  const classNames = async (register: RegisterJson) => {
    const row = register.rows.find((candidate) => candidate.shareholderId === holder?.id);
    if (!row) return undefined;
    const classes = await em.find(ShareClass, { company });
    return row.holdings
      .map((holding) => classes.find((shareClass) => shareClass.id === holding.shareTypeId))
      .filter((shareClass) => shareClass !== undefined)
      .map((shareClass) => formatShareClassNames(shareClass, language, (key) => translate(language, key)).name)
      .join(', ');
  };

  const valueOf = async (variable: AutoTextVariable): Promise<string | undefined> => {
    const date = autoTextVariables[variable.type].perDate ? variable.perDate : undefined;
    switch (variable.type) {
      case 'COMPANY_NAME':
        return company.name;
      case 'ORG_NUMBER':
        return company.organisationNumber;
      case 'NOMINAL_VALUE':
        return money((await registerOn(date)).nominalValue);
      case 'NUMBER_OF_SHAREHOLDERS':
        return formatNumber((await registerOn(date)).rows.length, language);
      case 'TOTAL_SHARES':
        return formatShares((await registerOn(date)).totalShares, language);
      case 'SHARE_CAPITAL':
        return money((await registerOn(date)).shareCapital);
      case 'RECIPIENT_NAME':
        return recipient.name ?? (holder ? (shareholderDisplayName(holder) ?? undefined) : undefined);
      case 'HOLDING_NAME':
        return holder ? (shareholderDisplayName(holder) ?? undefined) : undefined;
      case 'HOLDING_LOAN_AMOUNT':
        return holder?.loanAmount ? money(holder.loanAmount) : undefined;
      case 'HOLDING_LOCK_UP_END_DATE':
        return holder?.lockupEndDate ? formatDate(holder.lockupEndDate) : undefined;
      case 'HOLDING_PLEDGED_SHARES': {
        if (!holder?.isPledged) return holder ? formatShares('0', language) : undefined;
        const row = (await registerOn()).rows.find((candidate) => candidate.shareholderId === holder.id);
        return formatShares(row?.totalShares ?? '0', language);
      }
      case 'HOLDING_TOTAL_SHARES': {
        if (!holder) return undefined;
        const row = (await registerOn(date)).rows.find((candidate) => candidate.shareholderId === holder.id);
        return formatShares(row?.totalShares ?? '0', language);
      }
      case 'HOLDING_CLASSES_OWNED':
        return holder ? classNames(await registerOn(date)) : undefined;
      case 'HOLDING_COST_PRICE': {
        if (!holder) return undefined;
        const cost = (await findCostPrices(em, company)).get(holder.id);
        return cost === undefined ? undefined : money(cost);
      }
      default:
        // Fair value, tax assessment and net asset value are not kept on the register; the increase and
        // contribution groups come from the document that includes them.
        return included[variable.type];
    }
  };

  const values: Record<string, string> = {};
  for (const variable of variables) {
    const key = autoTextValueKey(variable);
    if (key in values) continue;
    const value = await valueOf(variable);
    if (value !== undefined) values[key] = value;
  }
  return { values, fallback: autoTextLabelFallback(language) };
};
