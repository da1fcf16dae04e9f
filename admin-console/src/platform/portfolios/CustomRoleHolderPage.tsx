import type { PortfolioCustomRoleHolderDetail } from '@andel/domain/shared';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { adminContactPath, customRolePath, sectionApiPath } from './portfolio-scopes';
import { CustomRoleFacts, customRoleName } from './CustomRolePage';
import { PortfolioDetail } from './PortfolioDetail';

/** `contacts/custom-role/{customRoleId}/details/{externalId}`: one holder of a role, the companies they hold it in, and what it grants. */
export const CustomRoleHolderPage = () => {
  const { t } = useTranslation();
  const { scope = 'all', customRoleId = '', externalId = '' } = useParams();
  return (
    <PortfolioDetail<PortfolioCustomRoleHolderDetail>
      apiPath={`${sectionApiPath(scope, 'contacts')}/custom-role/${encodeURIComponent(customRoleId)}/details/${encodeURIComponent(externalId)}`}
      back={{ to: customRolePath(scope, customRoleId), labelKey: 'portfolio.customRole.back' }}
      title={({ holder }) => holder.name}
      subtitle={({ holder, role }) => `${holder.email} · ${customRoleName(role)}`}
    >
      {({ holder, role }) => (
        <>
          <Typography>{t('portfolio.customRole.heldIn', { companies: holder.companies.map((company) => company.name).join(', ') })}</Typography>
          <CustomRoleFacts role={role} />
          <div>
            <Button variant="outlined" component={RouterLink} to={adminContactPath(scope, holder.externalId)}>
              {t('portfolio.customRole.manageAccess')}
            </Button>
          </div>
        </>
      )}
    </PortfolioDetail>
  );
};
