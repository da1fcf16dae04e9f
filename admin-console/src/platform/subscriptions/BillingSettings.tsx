import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatMoney, type ChoosableSubscriptionType, type BillingOverview } from '@andel/domain/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch, currentLanguage, ErrorState, errorMessageKey, LoadingState, useNotify } from '@andel/ui/shell';
import { PriceBandTable } from './PriceBandTable';
import { billingQueryKey, useBillingOverview } from './useBillingOverview';

/** `settings/billing`: the tier, its state, the company's price band and the tiers it can choose. */
export const BillingSettings = ({ orgNo }: { orgNo: string }) => {
  const { t } = useTranslation();
  const language = currentLanguage();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const billing = useBillingOverview(orgNo);
  const choose = useMutation({
    mutationFn: (subscriptionType: ChoosableSubscriptionType) =>
      apiFetch<BillingOverview>(`/company-settings/${encodeURIComponent(orgNo)}/subscription`, { method: 'PUT', body: { subscriptionType } }),
    onSuccess: (overview) => {
      queryClient.setQueryData(billingQueryKey(orgNo), overview);
      void queryClient.invalidateQueries({ queryKey: ['company', orgNo], exact: true });
      notify({ messageKey: overview.subscriptionState === 'ACTIVE' ? 'billing.changed' : 'billing.awaitingPayment', severity: 'success' });
    },
    onError: (error) => notify({ messageKey: errorMessageKey(error), severity: 'error' }),
  });

  if (billing.isPending) return <LoadingState />;
  if (billing.isError) return <ErrorState error={billing.error} />;
  const current = billing.data;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box>
        <Typography variant="h2" sx={{ mb: 1 }}>
          {t('billing.current')}: {t(`subscriptionType.${current.subscriptionType}`)}{' '}
          <Chip size="small" color={current.subscriptionState === 'ACTIVE' ? 'success' : 'warning'} label={t(`subscriptionState.${current.subscriptionState}`)} />
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('billing.shareholderCount', { count: current.shareholderCount })}</Typography>
        {current.subscriptionType === 'SHAREHOLDER_REGISTER_LEGACY' && <Alert severity="info" sx={{ mt: 1 }}>{t('billing.legacyNote')}</Alert>}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
        {current.offers.map((offer) => {
          const isCurrent = offer.subscriptionType === current.subscriptionType;
          return (
            <Card key={offer.subscriptionType} variant="outlined" sx={isCurrent ? { borderColor: 'primary.main', borderWidth: 2 } : undefined}>
              <CardContent>
                <Typography variant="h3">{t(`subscriptionType.${offer.subscriptionType}`)}</Typography>
                <Typography sx={{ my: 1, fontSize: '1.25rem', fontWeight: 600 }}>
                  {offer.price === null ? (
                    t('billing.contactProvider')
                  ) : (
                    <>
                      {formatMoney(offer.price, language, current.currency)} <Typography component="span" sx={{ color: 'text.secondary' }}>{t('billing.perYear')}</Typography>
                    </>
                  )}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>{t(`billing.describe.${offer.subscriptionType}`)}</Typography>
              </CardContent>
              <CardActions>
                <Button
                  variant={isCurrent ? 'text' : 'contained'}
                  disabled={isCurrent || choose.isPending}
                  onClick={() => choose.mutate(offer.subscriptionType)}
                  aria-label={t('billing.chooseTier', { tier: t(`subscriptionType.${offer.subscriptionType}`) })}
                >
                  {t(isCurrent ? 'billing.chosen' : 'billing.choose')}
                </Button>
              </CardActions>
            </Card>
          );
        })}
      </Box>
      <Box>
        <Typography variant="h3" sx={{ mb: 1 }}>{t('billing.priceTable')}</Typography>
        <PriceBandTable billing={current} />
      </Box>
    </Box>
  );
};
