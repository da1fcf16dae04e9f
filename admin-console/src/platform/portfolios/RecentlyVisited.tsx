import type { PortfolioOverview } from '@andel/domain/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoggedOnUser, useOpenCompany } from '@andel/ui/shell';

/** The companies the user opened last, newest first; each opens again the way its first access says. */
export const RecentlyVisited = ({ companies }: { companies: PortfolioOverview['recentlyVisited'] }) => {
  const { t } = useTranslation();
  const headingId = useId();
  const { data: user } = useLoggedOnUser();
  const openCompany = useOpenCompany();
  const visits = companies.flatMap((company) => {
    const entry = user?.companies.find((candidate) => candidate.organisationNumber === company.organisationNumber);
    return entry ? [{ ...company, entry }] : [];
  });
  if (visits.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 2 }}>
      <Typography id={headingId} variant="subtitle2" component="h2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('portfolio.recentlyVisited')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {visits.map(({ organisationNumber, name, entry }) => (
          <Chip key={organisationNumber} label={name} variant="outlined" onClick={() => openCompany(entry)} />
        ))}
      </Box>
    </Box>
  );
};
