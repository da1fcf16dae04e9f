import { formatMoney, formatNumber, formatShares, type RegisterJson } from '@andel/domain/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { currentLanguage, useCompany } from '@andel/ui/shell';
import { Fact, Facts } from '../../platform/companies/Facts';
import { useShareClassChoices } from '../transactions/fields/useRegisterChoices';

/** Share capital, nominal value, shares per class and the number of shareholders of a register. */
export const RegisterSummary = ({ register }: { register: Omit<RegisterJson, 'rows'> }) => {
  useTranslation(); // renders again in a new language
  const language = currentLanguage();
  const { orgNo = '' } = useParams();
  const currency = useCompany(orgNo).data?.currency ?? 'NOK';
  const { nameOf } = useShareClassChoices();
  return (
    <Facts>
      <Fact labelKey="company.dashboard.register.shareCapital">{register.shareCapital === null ? '–' : formatMoney(register.shareCapital, language, currency)}</Fact>
      <Fact labelKey="company.dashboard.register.nominalValue">{register.nominalValue === null ? '–' : formatNumber(register.nominalValue, language, 4)}</Fact>
      <Fact labelKey="company.dashboard.register.shareholders">{formatShares(String(register.holders), language)}</Fact>
      <Fact labelKey="company.dashboard.register.totalShares">{formatShares(register.totalShares, language)}</Fact>
      {register.classes.map(({ shareTypeId, shares }) => (
        <Fact key={shareTypeId} label={nameOf(shareTypeId) ?? ''}>
          {formatShares(shares, language)}
        </Fact>
      ))}
    </Facts>
  );
};
