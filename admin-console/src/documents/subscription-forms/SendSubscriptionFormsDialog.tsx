import { formatDate, formatMoneyExact, formatShares, languages, type Language, type SubscriptionFormPreviewView } from '@andel/domain/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, currentLanguage, FormError, LoadingState } from '@andel/ui/shell';
import { useGovernanceMutation } from '../../governance/useGovernanceMutation';

type Props = { path: string; currency: string; onClose: () => void };

/** "Send subscription form for signing" with its batch preview: tabs document (each subscriber's PDF) and electronic form. */
export const SendSubscriptionFormsDialog = ({ path, currency, onClose }: Props) => {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<Language>(currentLanguage());
  const [tab, setTab] = useState<'document' | 'electronicForm'>('document');
  const [subscriberId, setSubscriberId] = useState<string | null>(null);
  const [emailBody, setEmailBody] = useState('');
  const preview = useQuery({ queryKey: ['subscription-forms-preview', path, language], queryFn: ({ signal }) => apiFetch<SubscriptionFormPreviewView>(`${path}?lang=${language}`, { signal }) });
  const send = useGovernanceMutation({
    mutationFn: () => apiFetch(`${path}/send`, { method: 'POST', body: { language, emailBody } }),
    successKey: 'subscriptionForms.send.sent',
    onSuccess: onClose,
  });
  const forms = preview.data?.forms ?? [];
  const shown = subscriberId ?? forms[0]?.subscriberId ?? null;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="send-subscription-forms-title">
      <DialogTitle id="send-subscription-forms-title">{t('subscriptionForms.send.title')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="body2">{t('subscriptionForms.send.about')}</Typography>
        <TextField select label={t('subscriptionForms.send.language')} value={language} onChange={(event) => setLanguage(event.target.value as Language)} sx={{ maxWidth: 240, mt: 1 }}>
          {languages.map((entry) => (
            <MenuItem key={entry} value={entry}>
              {t(`language.${entry}`)}
            </MenuItem>
          ))}
        </TextField>
        <Tabs value={tab} onChange={(_event, value) => setTab(value)}>
          <Tab value="document" label={t('subscriptionForms.send.tab.document')} />
          <Tab value="electronicForm" label={t('subscriptionForms.send.tab.electronicForm')} />
        </Tabs>
        {preview.isPending && <LoadingState />}
        <FormError error={preview.error} />
        {tab === 'document' && shown && (
          <>
            <TextField select label={t('subscriptionForms.send.subscriber')} value={shown} onChange={(event) => setSubscriberId(event.target.value)} sx={{ maxWidth: 360 }}>
              {forms.map((form) => (
                <MenuItem key={form.subscriberId} value={form.subscriberId}>
                  {form.name}
                </MenuItem>
              ))}
            </TextField>
            <Box component="iframe" title={t('subscriptionForms.send.tab.document')} src={`/api${path}/${encodeURIComponent(shown)}/pdf?lang=${language}`} sx={{ width: '100%', height: 480, border: 1, borderColor: 'divider' }} />
          </>
        )}
        {tab === 'electronicForm' && (
          <List dense aria-label={t('subscriptionForms.send.tab.electronicForm')}>
            {forms.map((form) => (
              <ListItem key={form.subscriberId} divider>
                <ListItemText
                  primary={form.name}
                  secondary={[
                    ...form.shares.map((line) => t('subscriptionForms.page.sharesHelp', { available: formatShares(line.availableShares, language), price: formatMoneyExact(line.sharePrice, language, currency) }) + ` (${line.sharetypeCode})`),
                    t('subscriptionForms.page.period', { from: formatDate(form.period.from), to: formatDate(form.period.to) }),
                    t('subscriptionForms.send.signers', { names: form.signers.map((signer) => `${signer.name} <${signer.email}>`).join(', ') }),
                  ].join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        )}
        <TextField label={t('subscriptionForms.send.message')} multiline minRows={2} value={emailBody} onChange={(event) => setEmailBody(event.target.value)} />
        <FormError error={send.error} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('subscriptionForms.send.cancel')}</Button>
        <Button variant="contained" loading={send.isPending} disabled={!forms.length} onClick={() => send.mutate(undefined)}>
          {t('subscriptionForms.send.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
