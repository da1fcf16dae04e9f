import { grantedFeatures, type PortfolioCustomRole, type PortfolioCustomRoleHolder } from '@andel/domain/shared';
import CancelIcon from '@mui/icons-material/Cancel';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { apiFetch, currentLanguage, errorMessageKey, useNotify } from '@andel/ui/shell';
import { AddCompaniesToRoleDialog } from './AddCompaniesToRoleDialog';
import { usePortfolioMutation } from './usePortfolioMutation';
import { customRoleHolderPath, sectionApiPath, sectionPath } from './portfolio-scopes';
import { PortfolioDetail } from './PortfolioDetail';

/** The role's name in the user's language where it has one. */
export const customRoleName = (role: Pick<PortfolioCustomRole, 'name' | 'texts'>) =>
  role.texts.find((text) => text.language === currentLanguage() && text.name)?.name ?? role.name;

/** A role's level per feature (features at NONE left out) and the companies it covers here. */
export const CustomRoleFacts = ({ role }: { role: Pick<PortfolioCustomRole, 'featureLevels' | 'companies'> }) => {
  const { t } = useTranslation();
  return (
    <>
      <Table size="small" aria-label={t('portfolio.customRole.levels')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('portfolio.customRole.feature')}</TableCell>
            <TableCell>{t('portfolio.customRole.level')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {grantedFeatures(role.featureLevels).map((feature) => (
            <TableRow key={feature}>
              <TableCell>{t(`feature.${feature}`)}</TableCell>
              <TableCell>{t(`customRoles.level.${role.featureLevels[feature]}`)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="h3" component="h3">
        {t('portfolio.contact.companies')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
        {role.companies.map((company) => (
          <Chip key={company.organisationNumber} size="small" label={`${company.name} (${company.organisationNumber})`} />
        ))}
      </Stack>
    </>
  );
};

/** A holder's companies, each with a delete that takes the holder's access through the role away there (`POST /portfolio/remove-company-access-from-custom-role`). */
const HolderCompanies = ({ role, holder }: { role: PortfolioCustomRole; holder: PortfolioCustomRoleHolder }) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const remove = usePortfolioMutation({
    mutationFn: (orgNo: string) => apiFetch('/portfolio/remove-company-access-from-custom-role', { method: 'POST', body: { userId: holder.externalId, customRoleId: role.id, companies: [orgNo] } }),
    successKey: 'portfolio.customRole.accessRemoved',
    onError: (error) => notify({ messageKey: errorMessageKey(error), severity: 'error' }),
  });
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {holder.companies.map((company) => (
        <Chip
          key={company.organisationNumber}
          size="small"
          label={company.name}
          disabled={remove.isPending}
          onDelete={() => window.confirm(t('portfolio.customRole.confirmRemove', { name: holder.name, company: company.name })) && remove.mutate(company.organisationNumber)}
          deleteIcon={<CancelIcon aria-label={t('portfolio.customRole.removeAccess', { name: holder.name, company: company.name })} />}
        />
      ))}
    </Stack>
  );
};

/**
 * `contacts/custom-role/{customRoleId}`: a custom role, its levels, its companies and its holders among the companies
 * the viewer administers; an admin of the role's company gives it to more companies, and any admin here takes a
 * holder's access away in a company.
 */
export const CustomRolePage = () => {
  const { t } = useTranslation();
  const { scope = 'all', customRoleId = '' } = useParams();
  const [adding, setAdding] = useState(false);
  return (
    <PortfolioDetail<PortfolioCustomRole>
      apiPath={`${sectionApiPath(scope, 'contacts')}/custom-role/${encodeURIComponent(customRoleId)}`}
      back={{ to: sectionPath(scope, 'contacts', 'custom-roles'), labelKey: 'portfolio.contacts.tab.custom-roles' }}
      title={customRoleName}
      subtitle={() => t('accessType.CUSTOM')}
    >
      {(role) => (
        <>
          <CustomRoleFacts role={role} />
          {role.editable && (
            <div>
              <Button variant="outlined" onClick={() => setAdding(true)}>
                {t('portfolio.customRole.addCompanies')}
              </Button>
            </div>
          )}
          {adding && <AddCompaniesToRoleDialog role={role} onClose={() => setAdding(false)} />}
          <Typography variant="h3" component="h3">
            {t('portfolio.customRole.holders')}
          </Typography>
          <Table size="small" aria-label={t('portfolio.customRole.holders')}>
            <TableBody>
              {role.holders.map((holder) => (
                <TableRow key={holder.externalId}>
                  <TableCell>
                    <Link component={RouterLink} to={customRoleHolderPath(scope, role.id, holder.externalId)}>
                      {holder.name}
                    </Link>
                  </TableCell>
                  <TableCell>{holder.email}</TableCell>
                  <TableCell>
                    <HolderCompanies role={role} holder={holder} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </PortfolioDetail>
  );
};

