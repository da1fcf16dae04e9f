import { formatMoneyFixed, formatNumber, type ApplySummary, type DecisionApplyView, type Language } from '@andel/domain/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { apiFetch, currentLanguage, FormError } from '@andel/ui/shell';
import { GovernanceDialog } from '../GovernanceDialog';
import { governanceQueryRoot, useGovernanceMutation } from '../useGovernanceMutation';

const isDate = (value: string | number) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
const isAmount = (value: string | number) => typeof value === 'string' && /^\d+\.\d+$/.test(value);

/** A dividend's amounts, each class by its name in the reader's language ("A-aksjer: 12,00 kr"). */
const amountsOf = (summary: ApplySummary, language: Language) =>
  summary.amountsPerClass?.map(({ names, amountPerShare, currency }) => `${names[language === 'nb' ? 'no' : language]}: ${formatMoneyFixed(amountPerShare, language, currency)}`).join(', ');

/** The summary's figures and dates in the reader's language ("2,00", "30.06.2026"). */
const formatted = (summary: ApplySummary, language: Language): Record<string, string | number> => ({
  ...Object.fromEntries(
    Object.entries(summary.params).map(([key, value]) => [
      key,
      isDate(value)
        ? new Intl.DateTimeFormat(language, { dateStyle: 'short', timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`))
        : isAmount(value)
          ? formatNumber(value, language, { minFractionDigits: 2 })
          : value,
    ]),
  ),
  ...(summary.amountsPerClass ? { amounts: amountsOf(summary, language) ?? '' } : {}),
});

/** An adopted decision's "Apply to the register" with a confirmation in words, or "Applied <date>" with a link to what was written. */
export const DecisionApply = ({ projectId, decisionId }: { projectId: string; decisionId: string }) => {
  const { t, i18n } = useTranslation();
  const { orgNo = '' } = useParams();
  const [confirming, setConfirming] = useState(false);
  const url = `/project/${encodeURIComponent(projectId)}/decisions/${encodeURIComponent(decisionId)}/apply`;
  const { data } = useQuery({ queryKey: [governanceQueryRoot, 'decision-apply', decisionId], queryFn: ({ signal }) => apiFetch<DecisionApplyView>(url, { signal }) });
  const apply = useGovernanceMutation({ mutationFn: () => apiFetch<DecisionApplyView>(url, { method: 'POST', body: {} }), onSuccess: () => setConfirming(false), touchesCompany: true });
  if (!data) return null;
  if (data.application) {
    const { written, appliedAt } = data.application;
    const to = written.kind === 'TRANSACTION' ? `/company/${encodeURIComponent(orgNo)}/shareholders/transactions` : `/company/${encodeURIComponent(orgNo)}`;
    return (
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'baseline' }}>
        <Typography>{t('decisionApply.applied', { date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short' }).format(new Date(appliedAt)) })}</Typography>
        <Link component={RouterLink} to={to}>
          {t('decisionApply.openWritten')}
        </Link>
      </Box>
    );
  }
  if (!data.adopted || !data.summary) return null;
  const summary = data.summary;
  return (
    <>
      <Button variant="outlined" sx={{ alignSelf: 'flex-start' }} onClick={() => setConfirming(true)}>
        {t('decisionApply.apply')}
      </Button>
      {confirming && (
        <GovernanceDialog titleKey="decisionApply.confirmTitle" submitKey="decisionApply.apply" pending={apply.isPending} onSubmit={() => apply.mutate(undefined)} onClose={() => setConfirming(false)}>
          <Typography>{t(`decisionApply.summary.${summary.kind}`, formatted(summary, currentLanguage()))}</Typography>
          <FormError error={apply.error} />
        </GovernanceDialog>
      )}
    </>
  );
};
