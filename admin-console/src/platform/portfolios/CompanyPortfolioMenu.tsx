import type { PortfolioCompanyItem, PortfolioSummary } from '@andel/domain/shared';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, errorMessageKey, useNotify } from '@andel/ui/shell';
import { usePortfolioMutation } from './usePortfolioMutation';

/** A company row's portfolio actions: put it in (or move it to) one of the user's portfolios, or take it out. */
export const CompanyPortfolioMenu = ({ company, portfolios }: { company: PortfolioCompanyItem; portfolios: PortfolioSummary[] }) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const orgNo = company.organisationNumber;
  const onError = (error: unknown) => notify({ messageKey: errorMessageKey(error), severity: 'error' });
  const move = usePortfolioMutation({
    mutationFn: (portfolioId: string) => apiFetch('/portfolio/move-company-to-portfolio', { method: 'POST', body: { orgNo, portfolioId } }),
    successKey: 'portfolio.company.moved',
    onError,
  });
  const remove = usePortfolioMutation({
    mutationFn: () => apiFetch('/portfolio/remove-company-from-portfolio', { method: 'POST', body: { orgNo } }),
    successKey: 'portfolio.company.removed',
    onError,
  });
  const targets = portfolios.filter((portfolio) => portfolio.id !== company.portfolioId);
  if (targets.length === 0 && !company.portfolioId) return null;
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        aria-label={t('portfolio.company.actions', { name: company.name })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {targets.map((portfolio) => (
          <MenuItem
            key={portfolio.id}
            onClick={() => {
              close();
              move.mutate(portfolio.id);
            }}
          >
            {t(company.portfolioId ? 'portfolio.company.moveTo' : 'portfolio.company.addTo', { name: portfolio.name })}
          </MenuItem>
        ))}
        {company.portfolioId && (
          <MenuItem
            onClick={() => {
              close();
              remove.mutate(undefined);
            }}
          >
            {t('portfolio.company.remove')}
          </MenuItem>
        )}
      </Menu>
    </>
  );
};
