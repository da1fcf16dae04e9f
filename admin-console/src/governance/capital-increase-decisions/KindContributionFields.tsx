import { formatMoney, kindContributionMethods, kindContributionValue, exchangeRateSources, type ExchangeRateView, type KindContributionMethod, type TKindContribution } from '@andel/domain/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, apiFetch, currentLanguage, errorMessageKey, IsoDateField } from '@andel/ui/shell';

type CurrencyMethod = Extract<NonNullable<TKindContribution['contributionMethod']>, { type: 'currency' }>;
type Props = {
  orgNo: string;
  kind: TKindContribution | null;
  number: number;
  /** The company's currency, and what the subscriber pays in it (the value of other assets by default). */
  currency: string;
  totalPrice: string;
  onChange: (kind: TKindContribution) => void;
  /** The field's error under `kindContribution.<path>`, as TextField props. */
  problem: (path: string) => { error?: boolean; helperText?: string };
  error?: string;
  disabled: boolean;
};

const descriptionLanguages = ['nb', 'sv', 'en'] as const;
const empty: TKindContribution = { type: 'kind', method: null, descriptions: [], value: null, contributionMethod: null };
const emptyCurrency: CurrencyMethod = { type: 'currency', currency: null, value: null, exchangeRate: null, source: 'ECB', otherSource: null, sourceDate: null };
const today = () => new Date().toISOString().slice(0, 10);

/** The contribution method a method implies: a named currency fills its code, another currency leaves it to type, other assets have none. */
const withMethod = (kind: TKindContribution, method: KindContributionMethod): TKindContribution => {
  if (method === 'otherKind') return { ...kind, method, contributionMethod: { type: 'other' } };
  const previous = kind.contributionMethod?.type === 'currency' ? kind.contributionMethod : emptyCurrency;
  return { ...kind, method, contributionMethod: { ...previous, currency: method === 'otherCurrency' ? null : method } };
};

/**
 * A subscriber's contribution in kind (seed 001: kindContribution): what is contributed, its description in each
 * language, and for a currency its amount, rate, source and date, the rate fetched from Norges Bank on request;
 * the value in the company's currency is the domain's product of the two.
 */
export const KindContributionFields = ({ orgNo, kind, number, currency, totalPrice, onChange, problem, error, disabled }: Props) => {
  const { t } = useTranslation();
  const current = kind ?? empty;
  const money = current.contributionMethod?.type === 'currency' ? current.contributionMethod : null;
  const set = (change: Partial<TKindContribution>) => onChange({ ...current, ...change });
  const setMoney = (change: Partial<CurrencyMethod>) => set({ contributionMethod: { ...(money ?? emptyCurrency), ...change } });
  const fetchRate = useMutation({
    mutationFn: () => apiFetch<ExchangeRateView>(`/exchange-rate/${encodeURIComponent(orgNo)}?${new URLSearchParams({ currency: money?.currency ?? '', date: money?.sourceDate || today() })}`),
    onSuccess: (rate) => setMoney({ exchangeRate: rate.rate, sourceDate: rate.date, source: 'NORGES_BANK', otherSource: null }),
  });
  const value = current.method ? kindContributionValue(current, totalPrice) : null;
  const title = t('capitalIncrease.form.kind.title', { number });
  const description = (language: (typeof descriptionLanguages)[number]) => current.descriptions.find((entry) => entry.language === language)?.text ?? '';
  const setDescription = (language: (typeof descriptionLanguages)[number], text: string) =>
    set({ descriptions: [...current.descriptions.filter((entry) => entry.language !== language), { language, text }] });
  return (
    <Box component="fieldset" aria-label={title} sx={{ border: 0, p: 0, m: 0, width: '100%', display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <Typography component="legend" variant="subtitle2">
        {title}
      </Typography>
      {error && <Typography color="error" sx={{ width: '100%' }}>{error}</Typography>}
      <TextField select label={t('capitalIncrease.form.kind.method')} value={current.method ?? ''} disabled={disabled} sx={{ minWidth: '14rem' }} onChange={(event) => onChange(withMethod(current, event.target.value as KindContributionMethod))} {...problem('method')}>
        {kindContributionMethods.map((method) => (
          <MenuItem key={method} value={method}>
            {t(`capitalIncrease.form.kind.method.${method}`)}
          </MenuItem>
        ))}
      </TextField>
      {descriptionLanguages.map((language) => (
        <TextField key={language} label={t(`capitalIncrease.form.kind.description.${language}`)} multiline value={description(language)} disabled={disabled} sx={{ flex: '1 1 14rem' }} onChange={(event) => setDescription(language, event.target.value)} />
      ))}
      {current.method === 'otherKind' && (
        <TextField
          label={t('capitalIncrease.form.kind.value', { currency })}
          value={current.value ?? ''}
          disabled={disabled}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          onChange={(event) => set({ value: event.target.value || null })}
          helperText={t('capitalIncrease.form.kind.valueHelper', { total: formatMoney(totalPrice, currentLanguage(), currency) })}
          {...problem('value')}
        />
      )}
      {money && (
        <>
          {current.method === 'otherCurrency' && (
            <TextField label={t('capitalIncrease.form.kind.currency')} value={money.currency ?? ''} disabled={disabled} slotProps={{ htmlInput: { maxLength: 3 } }} onChange={(event) => setMoney({ currency: event.target.value.toUpperCase() || null })} {...problem('contributionMethod.currency')} />
          )}
          <TextField label={t('capitalIncrease.form.kind.amount', { currency: money.currency ?? '' })} value={money.value ?? ''} disabled={disabled} slotProps={{ htmlInput: { inputMode: 'decimal' } }} onChange={(event) => setMoney({ value: event.target.value })} {...problem('contributionMethod.value')} />
          <TextField
            label={t('capitalIncrease.form.kind.exchangeRate', { currency: money.currency ?? '', companyCurrency: currency })}
            value={money.exchangeRate ?? ''}
            disabled={disabled}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            onChange={(event) => setMoney({ exchangeRate: event.target.value })}
            {...problem('contributionMethod.exchangeRate')}
          />
          <TextField select label={t('capitalIncrease.form.kind.source')} value={money.source} disabled={disabled} sx={{ minWidth: '14rem' }} onChange={(event) => setMoney({ source: event.target.value as CurrencyMethod['source'] })} {...problem('contributionMethod.source')}>
            {exchangeRateSources.map((source) => (
              <MenuItem key={source} value={source}>
                {t(`capitalIncrease.form.kind.source.${source}`)}
              </MenuItem>
            ))}
          </TextField>
          {money.source === 'OTHER' && (
            <TextField label={t('capitalIncrease.form.kind.otherSource')} value={money.otherSource ?? ''} disabled={disabled} onChange={(event) => setMoney({ otherSource: event.target.value })} {...problem('contributionMethod.otherSource')} />
          )}
          <IsoDateField label={t('capitalIncrease.form.kind.sourceDate')} value={money.sourceDate ?? ''} disabled={disabled} onChange={(sourceDate) => setMoney({ sourceDate })} {...problem('contributionMethod.sourceDate')} />
          {!disabled && (
            <Button variant="outlined" sx={{ alignSelf: 'center' }} disabled={!money.currency} loading={fetchRate.isPending} onClick={() => fetchRate.mutate()}>
              {t('exchangeRate.fetch')}
            </Button>
          )}
          <Box sx={{ width: '100%' }} aria-live="polite">
            {fetchRate.isSuccess && <Typography variant="body2">{t('exchangeRate.fetched', { date: fetchRate.data.date })}</Typography>}
            {fetchRate.error && (
              <Alert severity="warning">{t(errorMessageKey(fetchRate.error), fetchRate.error instanceof ApiError ? fetchRate.error.params : {})}</Alert>
            )}
          </Box>
        </>
      )}
      {value !== null && current.method !== 'otherKind' && (
        <Typography sx={{ width: '100%' }} data-testid="kind-contribution-value">
          {t('capitalIncrease.form.kind.valueInCompanyCurrency', { currency, value: formatMoney(value, currentLanguage(), currency) })}
        </Typography>
      )}
    </Box>
  );
};
