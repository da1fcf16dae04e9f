import type { PortfolioSummary } from '@andel/domain/shared';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiFetch, FormError, loggedOnUserQueryKey, portfolioHomePath } from '@andel/ui/shell';
import { PortfolioDialog } from './PortfolioDialog';
import { usePortfolioMutation } from './usePortfolioMutation';

/** Confirms dissolving a portfolio; the user may also give up their admin access to its companies. */
export const DissolvePortfolioDialog = ({ portfolio, onClose }: { portfolio: PortfolioSummary; onClose: () => void }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [offboardCompanies, setOffboardCompanies] = useState(false);
  const dissolve = usePortfolioMutation({
    mutationFn: () => apiFetch(`/portfolio/${encodeURIComponent(portfolio.id)}?offboardCompanies=${offboardCompanies}`, { method: 'DELETE' }),
    successKey: 'portfolio.dissolve.done',
    onSuccess: () => {
      navigate(portfolioHomePath);
      if (offboardCompanies) void queryClient.invalidateQueries({ queryKey: loggedOnUserQueryKey });
    },
  });

  return (
    <PortfolioDialog
      titleKey="portfolio.dissolve.title"
      submitKey="portfolio.dissolve.confirm"
      destructive
      pending={dissolve.isPending}
      onSubmit={() => dissolve.mutate(undefined)}
      onClose={onClose}
    >
      <FormError error={dissolve.error} />
      <Typography>{t('portfolio.dissolve.text', { name: portfolio.name })}</Typography>
      <FormControlLabel
        sx={{ mt: 2 }}
        control={<Checkbox checked={offboardCompanies} onChange={(event) => setOffboardCompanies(event.target.checked)} />}
        label={t('portfolio.dissolve.offboard')}
      />
    </PortfolioDialog>
  );
};
