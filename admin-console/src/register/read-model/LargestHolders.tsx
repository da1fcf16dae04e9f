import { formatPercent, formatShares, type RegisterJsonRow } from '@andel/domain/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@andel/ui/shell';
import { useShareholderNames } from '../transactions/fields/useRegisterChoices';

const shown = 10;

/** The largest holders by shares as horizontal bars, each with its count and share of the company. */
export const LargestHolders = ({ rows }: { rows: RegisterJsonRow[] }) => {
  const { t } = useTranslation();
  const language = currentLanguage();
  const names = useShareholderNames();
  const nameOf = (row: RegisterJsonRow) => names.get(row.shareholderId) ?? '';
  // Most shares first; holders with as many shares in name order, so the list reads the same every time.
  const bySharesThenName = (a: RegisterJsonRow, b: RegisterJsonRow) => {
    const difference = BigInt(b.totalShares) - BigInt(a.totalShares);
    return difference === 0n ? nameOf(a).localeCompare(nameOf(b), language) : difference > 0n ? 1 : -1;
  };
  const largest = [...rows].sort(bySharesThenName).slice(0, shown);
  const widest = Number(largest[0]?.shareOfShares ?? 1) || 1;
  return (
    <Box component="ol" aria-label={t('company.dashboard.register.largestHolders')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {largest.map((row) => (
        <Box component="li" key={row.shareholderId}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <Typography variant="body2">{names.get(row.shareholderId) || t('shareholders.unnamed')}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
              {formatShares(row.totalShares, language)} · {formatPercent(row.shareOfShares, language)}
            </Typography>
          </Box>
          <Box sx={{ height: 10, borderRadius: 1, bgcolor: 'action.hover' }}>
            <Box sx={{ height: '100%', borderRadius: 1, bgcolor: 'primary.main', width: `${(Number(row.shareOfShares) / widest) * 100}%` }} />
          </Box>
        </Box>
      ))}
    </Box>
  );
};
