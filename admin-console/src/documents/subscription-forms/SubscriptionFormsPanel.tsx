import type { SubscriptionStatusView } from '@andel/domain/shared';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, FormError } from '@andel/ui/shell';
import { governanceQueryRoot } from '../../governance/useGovernanceMutation';
import { SendSubscriptionFormsDialog } from './SendSubscriptionFormsDialog';
import { SubscriptionStatus } from './SubscriptionStatus';

type Props = { orgNo: string; projectId: string; decisionId: string; currency: string; canSend: boolean };

/** Beside a saved increase of share capital decision with subscription forms: send them for signing, and follow each subscriber's subscription. */
export const SubscriptionFormsPanel = ({ orgNo, projectId, decisionId, currency, canSend }: Props) => {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const path = `/project/${encodeURIComponent(projectId)}/decisions/${encodeURIComponent(decisionId)}/subscription-forms`;
  const status = useQuery({
    queryKey: [governanceQueryRoot, 'subscription-status', decisionId],
    queryFn: ({ signal }) => apiFetch<SubscriptionStatusView>(`/document/check-subscription-status/${encodeURIComponent(decisionId)}/${encodeURIComponent(orgNo)}`, { signal }),
  });
  const sent = (status.data?.subscriptions.length ?? 0) > 0;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="subscription-status-title" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography id="subscription-status-title" variant="h4">
        {t('subscriptionForms.status.title')}
      </Typography>
      <FormError error={status.error} />
      {status.data && <SubscriptionStatus status={status.data} />}
      {canSend && status.data && !sent && (
        <Button variant="outlined" sx={{ alignSelf: 'flex-start' }} onClick={() => setSending(true)}>
          {t('subscriptionForms.send.open')}
        </Button>
      )}
      {sending && <SendSubscriptionFormsDialog path={path} currency={currency} onClose={() => setSending(false)} />}
    </Paper>
  );
};
