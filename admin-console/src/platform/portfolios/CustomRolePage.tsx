import { grantedFeatures, type PortfolioCustomRole } from '@andel/domain/shared';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { currentLanguage } from '../../shell';
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

/** `contacts/custom-role/{customRoleId}`: a custom role, its levels, its companies and its holders among the companies the viewer administers. */
export const CustomRolePage = () => {
  const { t } = useTranslation();
  const { scope = 'all', customRoleId = '' } = useParams();
  return (
    <PortfolioDetail<PortfolioCustomRole>
      apiPath={`${sectionApiPath(scope, 'contacts')}/custom-role/${encodeURIComponent(customRoleId)}`}
      back={{ to: sectionPath(scope, 'contacts', 'admins'), labelKey: 'portfolio.contacts.tab.admins' }}
      title={customRoleName}
      subtitle={() => t('accessType.CUSTOM')}
    >
      {(role) => (
        <>
          <CustomRoleFacts role={role} />
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
                  <TableCell>{holder.companies.map((company) => company.name).join(', ')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </PortfolioDetail>
  );
};

