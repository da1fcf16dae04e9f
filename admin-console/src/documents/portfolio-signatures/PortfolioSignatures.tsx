import { formatDate, type PortfolioSignaturesView, type SignatureItemView, type SignatureTab } from '@andel/domain/shared';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { CompanyFollowUpTabs } from '../../platform/portfolios/CompanyFollowUpTabs';
import { Navigate, Route, useParams } from 'react-router';
import { apiFetch, EmptyState, ErrorState, LoadingState, RedirectIfStillHere, useMarkFollowUpsSeen } from '@andel/ui/shell';
import { FollowUpTabs } from '../../platform/portfolios/FollowUpSection';
import { SectionTabs } from '../../platform/portfolios/SectionTabs';
import { SendDocumentsWizard } from './SendDocumentsWizard';
import { SignatureItemActions } from './SignatureItemActions';

const portfolioTabPath = (scope: string) => (tab: SignatureTab) => `/portfolio/${encodeURIComponent(scope)}/follow-up/signatures/${tab}`;
const companyTabPath = (orgNo: string) => (tab: SignatureTab) => `/company/${encodeURIComponent(orgNo)}/follow-up/signatures/${tab}`;

/** One signature: the document, its company, who asked and when; a pending one opens that document alone on the batch signing page. */
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
        {tab === 'pending' && item.batchMethod && item.signerId && (
          <Button size="small" variant="contained" href={`/signing/${item.batchMethod}?mode=single&reference=${encodeURIComponent(item.signerId)}`}>
            {t('portfolioSignatures.sign')}
          </Button>
        )}
        <SignatureItemActions item={item} tab={tab} />
      </Stack>
    </ListItem>
  );
};

/** The signatures tabs and lists of one answer of `GET /portfolio/{scope}/signatures[/{orgNo}]`; without a tab the server's default opens. */
const SignatureTabs = ({ apiPath, tabPath }: { apiPath: string; tabPath: (tab: SignatureTab) => string }) => {
  const { t } = useTranslation();
  const { signaturesTab } = useParams();
  const [sending, setSending] = useState(false);
  const signatures = useQuery({ queryKey: ['portfolio-signatures', apiPath], queryFn: ({ signal }) => apiFetch<PortfolioSignaturesView>(apiPath, { signal }) });
  if (signatures.isPending) return <LoadingState />;
  if (signatures.isError) return <ErrorState error={signatures.error} onRetry={() => void signatures.refetch()} />;
  const view = signatures.data;
  const tab = view.tabs.find((each) => each === signaturesTab);
  if (!tab) return <RedirectIfStillHere to={tabPath(view.defaultTab)} />;
  const items = view.signatures[tab];
  return (
    <>
      {view.tabs.includes('sent') && (
        <Button variant="contained" sx={{ mb: 1 }} onClick={() => setSending(true)}>
          {t('portfolioSignatures.wizard.open')}
        </Button>
      )}
      {sending && (
        <SendDocumentsWizard
          onClose={() => setSending(false)}
          onSent={() => {
            setSending(false);
            void signatures.refetch();
          }}
        />
      )}
      <SectionTabs
        value={tab}
        labelKey="portfolioSignatures.tabs"
        tabs={view.tabs.map((value) => ({ value, labelKey: 'portfolioSignatures.tabWithCount', labelParams: { name: t(`portfolioSignatures.tab.${value}`), value: String(view.signatures[value].length) }, to: tabPath(value) }))}
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

/**
 * `/portfolio/{scope}/follow-up/signatures/{signaturesTab?}` (seed 000 section 2): documents waiting for the user's
 * signature, those they signed, and for admins outside the board-role and investments scopes those sent and sealed.
 */
export const PortfolioSignatures = () => {
  const { scope = 'all' } = useParams();
  useMarkFollowUpsSeen();
  return (
    <>
      <FollowUpTabs scope={scope} value="signatures" />
      <SignatureTabs apiPath={`/portfolio/${encodeURIComponent(scope)}/signatures`} tabPath={portfolioTabPath(scope)} />
    </>
  );
};

/** `/company/{orgNo}/follow-up/signatures/{signaturesTab?}` (seed 000, company admin routes): the same tabs for one company. */
export const CompanySignaturesPage = () => {
  const { t } = useTranslation();
  const { orgNo = '' } = useParams();
  return (
    <>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('portfolioSignatures.companyTitle')}
      </Typography>
      <CompanyFollowUpTabs orgNo={orgNo} value="signatures" />
      <SignatureTabs apiPath={`/portfolio/all/signatures/${encodeURIComponent(orgNo)}`} tabPath={companyTabPath(orgNo)} />
    </>
  );
};

/** `/company/{orgNo}/follow-up/signatures/{signaturesTab?}`, and `follow-up`, which the seed redirects there. */
export const companySignatureRoutes = [
  <Route key="follow-up-signatures" path="follow-up/signatures/:signaturesTab?" element={<CompanySignaturesPage />} />,
  <Route key="follow-up" path="follow-up" element={<Navigate to="signatures" replace />} />,
];
