import type { PortfolioCustomRole } from '@andel/domain/shared';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { administeredCompanies, apiFetch, FormError, useLoggedOnUser } from '@andel/ui/shell';
import { PortfolioDialog } from './PortfolioDialog';
import { customRoleName } from './CustomRolePage';
import { usePortfolioMutation } from './usePortfolioMutation';

/** Gives a role to more of the companies the user administers (`POST /portfolio/add-companies-to-custom-role`). */
export const AddCompaniesToRoleDialog = ({ role, onClose }: { role: PortfolioCustomRole; onClose: () => void }) => {
  const { t } = useTranslation();
  const { data: user } = useLoggedOnUser();
  const covered = new Set(role.companies.map((company) => company.organisationNumber));
  const offered = administeredCompanies(user).filter((company) => !covered.has(company.organisationNumber));
  const [chosen, setChosen] = useState<string[]>([]);
  const add = usePortfolioMutation({
    mutationFn: (companies: string[]) => apiFetch('/portfolio/add-companies-to-custom-role', { method: 'POST', body: { customRoleId: role.id, companies } }),
    successKey: 'portfolio.customRole.companiesAdded',
    onSuccess: onClose,
  });
  const toggle = (orgNo: string, on: boolean) => setChosen((all) => (on ? [...all, orgNo] : all.filter((other) => other !== orgNo)));
  return (
    <PortfolioDialog
      titleKey="portfolio.customRole.addCompaniesTitle"
      titleParams={{ name: customRoleName(role) }}
      submitKey="portfolio.customRole.addCompanies"
      pending={add.isPending}
      onSubmit={() => (chosen.length ? add.mutate(chosen) : onClose())}
      onClose={onClose}
    >
      <FormError error={add.error} />
      <Typography sx={{ mb: 1 }}>{t(offered.length ? 'portfolio.customRole.addCompaniesHelp' : 'portfolio.customRole.noMoreCompanies')}</Typography>
      <FormGroup>
        {offered.map((company) => (
          <FormControlLabel
            key={company.organisationNumber}
            control={<Checkbox checked={chosen.includes(company.organisationNumber)} onChange={(event) => toggle(company.organisationNumber, event.target.checked)} />}
            label={`${company.name} (${company.organisationNumber})`}
          />
        ))}
      </FormGroup>
    </PortfolioDialog>
  );
};
