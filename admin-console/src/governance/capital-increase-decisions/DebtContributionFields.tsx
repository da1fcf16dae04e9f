import type { TSubscriber } from '@andel/domain/shared';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

type Debt = NonNullable<TSubscriber['debtContribution']>;
type Props = {
  debt: TSubscriber['debtContribution'];
  number: number;
  currency: string;
  onChange: (debt: Debt) => void;
  /** The field's error under `debtContribution.<field>`, as TextField props. */
  problem: (field: string) => { error?: boolean; helperText?: string };
  /** The contribution's own error (`required` while nothing is filled in). */
  error?: string;
  disabled: boolean;
};

const empty: Debt = { maxAmountToBeConverted: null, totalAmountReceivable: null, description: '' };

/** A subscriber's claim on the company set off against the shares (seed 001: debtContribution). */
export const DebtContributionFields = ({ debt, number, currency, onChange, problem, error, disabled }: Props) => {
  const { t } = useTranslation();
  const current = debt ?? empty;
  const set = (change: Partial<Debt>) => onChange({ ...current, ...change });
  const title = t('capitalIncrease.form.debt.title', { number });
  return (
    <Box component="fieldset" aria-label={title} sx={{ border: 0, p: 0, m: 0, width: '100%', display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Typography component="legend" variant="subtitle2">
        {title}
      </Typography>
      {error && <Typography color="error" sx={{ width: '100%' }}>{error}</Typography>}
      <TextField label={t('capitalIncrease.form.debt.totalAmountReceivable', { currency })} value={current.totalAmountReceivable ?? ''} disabled={disabled} slotProps={{ htmlInput: { inputMode: 'decimal' } }} onChange={(event) => set({ totalAmountReceivable: event.target.value })} {...problem('totalAmountReceivable')} />
      <TextField label={t('capitalIncrease.form.debt.maxAmountToBeConverted', { currency })} value={current.maxAmountToBeConverted ?? ''} disabled={disabled} slotProps={{ htmlInput: { inputMode: 'decimal' } }} onChange={(event) => set({ maxAmountToBeConverted: event.target.value })} {...problem('maxAmountToBeConverted')} />
      <TextField label={t('capitalIncrease.form.debt.description')} multiline value={current.description} disabled={disabled} sx={{ flex: '1 1 20rem' }} onChange={(event) => set({ description: event.target.value })} {...problem('description')} />
    </Box>
  );
};
