import { ZPortfolioAddCompaniesSchema, type PortfolioCompanyItem, type PortfolioSummary } from '@andel/domain/shared';
import Checkbox from '@mui/material/Checkbox';
import FormHelperText from '@mui/material/FormHelperText';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, EmptyState, ErrorState, fieldErrorsOf, FormError, LoadingState, useFormErrors, validateForm } from '@andel/ui/shell';
import { PortfolioDialog } from './PortfolioDialog';
import { usePortfolio } from './usePortfolio';
import { usePortfolioMutation } from './usePortfolioMutation';
import { useTicked } from './useTicked';

/** Each company once (the overview lists one entry per access), except those already in this portfolio. */
const candidatesFor = (companies: PortfolioCompanyItem[], portfolioId: string, filter: string) => {
  const needle = filter.trim().toLowerCase();
  // Only companies the user has access to can be placed (a pending request is not an access).
  const withAccess = companies.filter((company) => company.accessType !== 'NONE' && company.accessType !== 'DRAFT');
  const unique = [...new Map(withAccess.map((company) => [company.organisationNumber, company])).values()];
  return unique.filter(
    (company) =>
      company.portfolioId !== portfolioId &&
      (company.name.toLowerCase().includes(needle) || company.organisationNumber.toLowerCase().includes(needle)),
  );
};

/** Picks companies the user has access to and puts them in the portfolio; one in another portfolio moves here. */
export const AddCompaniesDialog = ({ portfolio, onClose }: { portfolio: PortfolioSummary; onClose: () => void }) => {
  const { t } = useTranslation();
  const all = usePortfolio('all');
  const [filter, setFilter] = useState('');
  const { ticked: chosen, toggle } = useTicked();
  const { errors, setErrors } = useFormErrors();
  const add = usePortfolioMutation({
    mutationFn: (orgNos: string[]) => apiFetch(`/portfolio/${encodeURIComponent(portfolio.id)}/add-companies`, { method: 'POST', body: orgNos }),
    successKey: 'portfolio.addCompanies.done',
    onSuccess: onClose,
    onError: (error) => setErrors(fieldErrorsOf(error)),
  });
  const submit = () => {
    const { data, errors: found } = validateForm(ZPortfolioAddCompaniesSchema, chosen);
    setErrors(found ?? {});
    if (data) add.mutate(data);
  };
  const portfolioName = (id: string | null) => all.data?.portfolios.find((candidate) => candidate.id === id)?.name;

  const content = () => {
    if (all.isPending) return <LoadingState />;
    if (all.isError) return <ErrorState error={all.error} onRetry={() => void all.refetch()} />;
    const candidates = candidatesFor(all.data.companyItems, portfolio.id, filter);
    if (candidates.length === 0) return <EmptyState textKey="portfolio.addCompanies.none" />;
    return (
      <List dense sx={{ maxHeight: 360, overflowY: 'auto' }}>
        {candidates.map((company) => {
          const labelId = `add-company-${company.organisationNumber}`;
          const inOther = portfolioName(company.portfolioId);
          return (
            <ListItem key={company.organisationNumber} disablePadding>
              <ListItemButton onClick={() => toggle(company.organisationNumber)}>
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <Checkbox
                    edge="start"
                    checked={chosen.includes(company.organisationNumber)}
                    tabIndex={-1}
                    disableRipple
                    slotProps={{ input: { 'aria-labelledby': labelId } }}
                  />
                </ListItemIcon>
                <ListItemText
                  id={labelId}
                  primary={company.name}
                  secondary={[company.organisationNumber, inOther && t('portfolio.addCompanies.inOther', { name: inOther })].filter(Boolean).join(' · ')}
                />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    );
  };

  return (
    <PortfolioDialog
      titleKey="portfolio.addCompanies.title"
      titleParams={{ name: portfolio.name }}
      submitKey="portfolio.addCompanies.submit"
      pending={add.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormError error={add.error} />
      <TextField label={t('portfolio.addCompanies.filter')} type="search" autoFocus value={filter} onChange={(event) => setFilter(event.target.value)} />
      {content()}
      {errors.root && <FormHelperText error>{t(errors.root)}</FormHelperText>}
    </PortfolioDialog>
  );
};
