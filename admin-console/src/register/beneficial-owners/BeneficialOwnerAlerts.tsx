import type { BeneficialOwnerAlert } from '@andel/domain/shared';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Who crossed 25 % or 50 % since the latest confirmed statement; on the dashboard with a link to the page. */
export const BeneficialOwnerAlerts = ({ alerts, link }: { alerts: BeneficialOwnerAlert[]; link?: string }) => {
  const { t } = useTranslation();
  if (!alerts.length) return null;
  return (
    <Alert severity="warning" sx={{ mt: 2 }} action={link && <Button color="inherit" component={Link} to={link}>{t('beneficialOwners.title')}</Button>}>
      <AlertTitle>{t('beneficialOwners.alert.title')}</AlertTitle>
      {alerts.map((a) => (
        <div key={a.personKey}>{t(`beneficialOwners.alert.${a.direction}`, { name: a.name, crossed: a.crossed, now: a.nowInPercent ?? '' })}</div>
      ))}
    </Alert>
  );
};
