import type { ArchivePathStep } from '@andel/domain/shared';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** Where the list is: the root folder, then each folder down; each but the last leads there. Names of the product's own folders are keys. */
export const ArchiveBreadcrumbs = ({ path, pathOf }: { path: ArchivePathStep[]; pathOf: (step: ArchivePathStep) => string }) => {
  const { t } = useTranslation();
  const label = (step: ArchivePathStep) => (step.name.startsWith('archive.') ? t(step.name) : step.name);
  return (
    <Breadcrumbs aria-label={t('archive.breadcrumbs')} sx={{ mb: 2 }}>
      {path.map((step, index) =>
        index === path.length - 1 ? (
          <Typography key={step.id ?? step.rootFolder} sx={{ color: 'text.primary' }} aria-current="page">
            {label(step)}
          </Typography>
        ) : (
          <Link key={step.id ?? step.rootFolder} component={RouterLink} to={pathOf(step)} underline="hover" color="inherit">
            {label(step)}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
};
