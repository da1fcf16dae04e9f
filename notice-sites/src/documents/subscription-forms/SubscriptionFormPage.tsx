import { formatDate, formatMoneyExact, formatShares, subscribedSharesSchema, type Language, type SignedAnswer, type SubscriptionFormDetailsView } from '@andel/domain/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError, apiFetch, currentLanguage, errorMessageKey, LoadingState, PublicLayout } from '@andel/ui/shell';
import { SignedResult } from '../signing/SignedResult';
import { SigningPanel } from '../signing/SigningPanel';

type FieldError = { message: string; args?: Record<string, unknown> };

/** An error's words, the shares in it written the reader's way. */
const withShares = (error: FieldError, language: Language) =>
  error.args && typeof error.args.availableShares === 'string' ? { ...error.args, availableShares: formatShares(error.args.availableShares, language) } : error.args;

/**
 * `/subscription-form?ref={token}` (anonymous, from the emailed link): the seed's subscription form. The subscriber
 * enters the shares subscribed per class (checked here and on the server with the same rules), then signs with the
 * method the sender chose. Before the period, after it and once signed the form is shown but closed.
 */
export const SubscriptionFormPage = () => {
  const { t } = useTranslation();
  const language = currentLanguage();
  const ref = useSearchParams()[0].get('ref') ?? '';
  const queryClient = useQueryClient();
  const queryKey = ['subscription-form', ref];
  const details = useQuery({ queryKey, queryFn: ({ signal }) => apiFetch<SubscriptionFormDetailsView>(`/sign/subscription-form-details/${encodeURIComponent(ref)}`, { signal }), retry: false });
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const [signed, setSigned] = useState<SignedAnswer | null>(null);
  const view = details.data;
  const save = useMutation({
    mutationFn: (shares: { sharetypeId: string; numberOfShares: string }[]) => apiFetch<SubscriptionFormDetailsView>(`/sign/update-subscription-form/${encodeURIComponent(ref)}`, { method: 'POST', body: { shares } }),
    onSuccess: (fresh) => queryClient.setQueryData(queryKey, fresh),
    onError: (error) => {
      const answered = error instanceof ApiError ? (error.body?.errors ?? {}) : {};
      setErrors(Object.fromEntries(Object.entries(answered).map(([field, value]) => [field, typeof value === 'string' ? { message: value } : (value as FieldError)])));
    },
  });
  const money = (amount: string) => formatMoneyExact(amount, language, view?.currency ?? 'NOK');
  const closed = !view || view.signerStatus.isSigned || !view.subscriptionPeriod.hasStarted || view.subscriptionPeriod.hasEnded;
  const submit = () => {
    if (!view) return;
    const shares = view.shares.map((line) => ({ sharetypeId: line.sharetypeId, numberOfShares: typed[line.sharetypeId] ?? line.numberOfShares ?? '' }));
    const checked = subscribedSharesSchema(view).safeParse({ shares });
    const found = checked.success ? {} : Object.fromEntries(checked.error.issues.map((issue) => [issue.path.join('.'), { message: issue.message, args: 'params' in issue ? (issue.params as Record<string, unknown>) : undefined }]));
    setErrors(found);
    if (checked.success) save.mutate(shares);
  };
  return (
    <PublicLayout>
      <Box sx={{ width: '100%', maxWidth: 720 }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {view ? t('subscriptionForms.title', { company: view.companyName }) : t('notice.subscriptionForm.title')}
        </Typography>
        {details.isPending && <LoadingState />}
        {details.error && <Alert severity="error">{t(errorMessageKey(details.error) === 'notFound' ? 'signing.linkInvalid' : errorMessageKey(details.error))}</Alert>}
        {view && (
          <Stack sx={{ gap: 2 }}>
            <Typography>{t('subscriptionForms.page.subscriber', { name: view.subscriber.name })}</Typography>
            <Typography>{t('subscriptionForms.page.signAs', { name: view.signerName })}</Typography>
            <Typography>{t('subscriptionForms.page.period', { from: formatDate(view.subscriptionPeriod.from), to: formatDate(view.subscriptionPeriod.to) })}</Typography>
            {view.deadline && <Typography>{t('subscriptionForms.page.deadline', { date: formatDate(view.deadline) })}</Typography>}
            {view.isPreferentialRights && <Typography>{t('subscriptionForms.page.preferential')}</Typography>}
            {view.isOversubscriptionAvailable && <Typography>{t('subscriptionForms.page.oversubscription')}</Typography>}
            {view.signerStatus.isSigned ? (
              <Alert severity="success">{t('subscriptionForms.page.alreadySigned', { date: formatDate(view.signerStatus.signingTime!) })}</Alert>
            ) : !view.subscriptionPeriod.hasStarted ? (
              <Alert severity="info">{t('subscriptionForms.page.notStarted', { from: formatDate(view.subscriptionPeriod.from) })}</Alert>
            ) : view.subscriptionPeriod.hasEnded ? (
              <Alert severity="warning">{t('subscriptionForms.page.periodEnded', { to: formatDate(view.subscriptionPeriod.to) })}</Alert>
            ) : null}
            <Box
              component="form"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                submit();
              }}
              sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
            >
              {view.shares.map((line, index) => {
                const error = errors[`shares.${index}.numberOfShares`];
                return (
                  <TextField
                    key={line.sharetypeId}
                    label={t('subscriptionForms.page.shares', { code: line.sharetypeCode })}
                    value={typed[line.sharetypeId] ?? line.numberOfShares ?? ''}
                    disabled={closed || save.isPending}
                    required
                    slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                    onChange={(event) => setTyped({ ...typed, [line.sharetypeId]: event.target.value })}
                    error={!!error}
                    helperText={error ? t(error.message, withShares(error, language)) : t('subscriptionForms.page.sharesHelp', { available: formatShares(line.availableShares, language), price: money(line.sharePrice) })}
                  />
                );
              })}
              {!closed && (
                <Button type="submit" variant="outlined" sx={{ alignSelf: 'flex-start' }} loading={save.isPending}>
                  {t('subscriptionForms.page.save')}
                </Button>
              )}
            </Box>
            {save.isSuccess && <Alert severity="success">{t('subscriptionForms.page.saved')}</Alert>}
            {save.error && !(save.error instanceof ApiError && save.error.body?.errors) && <Alert severity="error">{t(errorMessageKey(save.error))}</Alert>}
            <Link href={`/api/document/view-subscription-form/${encodeURIComponent(view.documentId)}/${encodeURIComponent(view.orgNo)}?ref=${encodeURIComponent(ref)}`} target="_blank" rel="noopener">
              {t('subscriptionForms.page.viewForm')}
            </Link>
            {signed ? (
              <SignedResult answer={signed} />
            ) : (
              !closed &&
              view.isFilledIn && (
                <Stack sx={{ gap: 1 }}>
                  <Typography variant="h2">{t('subscriptionForms.page.sign')}</Typography>
                  <SigningPanel
                    id={ref}
                    method={view.signingMethod}
                    available
                    onSigned={(answer) => {
                      setSigned(answer);
                      void queryClient.invalidateQueries({ queryKey });
                    }}
                  />
                </Stack>
              )
            )}
          </Stack>
        )}
      </Box>
    </PublicLayout>
  );
};
