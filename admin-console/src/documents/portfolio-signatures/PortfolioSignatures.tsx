import { formatDate, type PortfolioSignaturesView, type SignatureItemView, type SignatureTab } from '@andel/domain/shared';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { apiFetch, EmptyState, ErrorState, LoadingState, useMarkFollowUpsSeen } from '../../shell';
import { FollowUpTabs } from '../../platform/portfolios/FollowUpSection';
import { SectionTabs } from '../../platform/portfolios/SectionTabs';

const tabPath = (scope: string, tab: SignatureTab) => `/portfolio/${encodeURIComponent(scope)}/follow-up/signatures/${tab}`;

/** One signature: the document, its company, who asked and when; a pending one links to the user's batch signing page. */
const SignatureItem = ({ item, tab }: { item: SignatureItemView; tab: SignatureTab }) => {
  const { t } = useTranslation();
  const requestedBy = item.requestedBy === 'self' ? t('portfolioSignatures.requestedBySelf') : item.requestedBy;
  return (
    <ListItem divider>
      <ListItemText
        primary={item.title}
        secondary={[item.company.companyName, t('portfolioSignatures.sent', { date: formatDate(item.sentAt), name: requestedBy }), item.signedAt ? t('portfolioSignatures.signedAt', { date: formatDate(item.signedAt) }) : null].filter(Boolean).join(' · ')}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {item.signingMethod && <Chip size="small" variant="outlined" label={t(`sealing.method.${item.signingMethod}`)} />}
        {tab === 'pending' && item.batchMethod && (
          <Button size="small" variant="contained" href={`/signing/${item.batchMethod}`}>
            {t('portfolioSignatures.sign')}
          </Button>
        )}
      </Stack>
    </ListItem>
  );
};

/**
 * `/portfolio/{scope}/follow-up/signatures/{signaturesTab?}` (seed 000 section 2): documents waiting for the user's
 * signature, those they signed, and for admins outside the board-role and investments scopes those sent and sealed.
 * Without a tab the server's default (the first non-empty of pending, signed, sent, sealed) opens.
 */
export const PortfolioSignatures = () => {
  const { t } = useTranslation();
  const { scope = 'all', signaturesTab } = useParams();
  useMarkFollowUpsSeen();
  const signatures = useQuery({ queryKey: ['portfolio-signatures', scope], queryFn: ({ signal }) => apiFetch<PortfolioSignaturesView>(`/portfolio/${encodeURIComponent(scope)}/signatures`, { signal }) });
  const body = () => {
    if (signatures.isPending) return <LoadingState />;
    if (signatures.isError) return <ErrorState error={signatures.error} onRetry={() => void signatures.refetch()} />;
    const view = signatures.data;
    if (!signaturesTab) return <Navigate to={tabPath(scope, view.defaultTab)} replace />;
    const tab = view.tabs.find((each) => each === signaturesTab);
    if (!tab) return <Navigate to={tabPath(scope, view.defaultTab)} replace />;
    const items = view.signatures[tab];
    return (
      <>
        <SectionTabs
          value={tab}
          labelKey="portfolioSignatures.tabs"
          tabs={view.tabs.map((value) => ({ value, labelKey: 'portfolioSignatures.tabWithCount', labelParams: { name: t(`portfolioSignatures.tab.${value}`), value: String(view.signatures[value].length) }, to: tabPath(scope, value) }))}
        />
        {view.otherPendingDocumentsCount > 0 && tab === 'pending' && <Chip sx={{ my: 1 }} color="info" label={t('portfolioSignatures.otherPending', { count: view.otherPendingDocumentsCount })} />}
        {items.length ? (
          <List aria-label={t(`portfolioSignatures.tab.${tab}`)}>
            {items.map((item) => (
              <SignatureItem key={`${item.documentId}-${item.reference ?? ''}-${item.sentAt}`} item={item} tab={tab} />
            ))}
          </List>
        ) : (
          <EmptyState textKey={`portfolioSignatures.empty.${tab}`} />
        )}
      </>
    );
  };
  return (
    <>
      <FollowUpTabs scope={scope} value="signatures" />
      {body()}
    </>
  );
};
