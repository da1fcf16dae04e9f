import { formatDate, formatShares, type SubscriptionStatusView } from '@andel/domain/shared';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@andel/ui/shell';

/** Subscription status (seed 002): per subscriber the shares subscribed of those offered, and whether the form is signed. */
export const SubscriptionStatus = ({ status }: { status: SubscriptionStatusView }) => {
  const { t } = useTranslation();
  const language = currentLanguage();
  if (!status.subscriptions.length) return <Typography variant="body2">{t('subscriptionForms.status.none')}</Typography>;
  return (
    <List dense aria-label={t('subscriptionForms.status.title')}>
      {status.subscriptions.map((subscription) => (
        <ListItem key={subscription.formId} divider>
          <ListItemText
            primary={subscription.name}
            secondary={[
              ...subscription.shares.map((line) =>
                line.numberOfShares === null
                  ? `${line.sharetypeCode}: ${t('subscriptionForms.status.notFilledIn')}`
                  : t('subscriptionForms.status.subscribed', { code: line.sharetypeCode, subscribed: formatShares(line.numberOfShares, language), offered: formatShares(line.availableShares, language) }),
              ),
              subscription.isSigned ? t('subscriptionForms.status.signed', { date: formatDate(subscription.signedAt!) }) : t('subscriptionForms.status.notSigned'),
            ].join(' · ')}
          />
        </ListItem>
      ))}
    </List>
  );
};
