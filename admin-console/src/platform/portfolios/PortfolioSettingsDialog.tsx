import { ZPortfolioSettingsSchema, type TPortfolioSettings, type PortfolioSummary } from '@andel/domain/shared';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, fieldErrorsOf, FormError, useFormErrors, validateForm } from '@andel/ui/shell';
import { DissolvePortfolioDialog } from './DissolvePortfolioDialog';
import { PortfolioDialog } from './PortfolioDialog';
import { usePortfolioMutation } from './usePortfolioMutation';

/** A portfolio's settings: its name, and dissolving it (after a confirmation). */
export const PortfolioSettingsDialog = ({ portfolio, onClose }: { portfolio: PortfolioSummary; onClose: () => void }) => {
  const { t } = useTranslation();
  const [name, setName] = useState(portfolio.name);
  const [confirming, setConfirming] = useState(false);
  const { setErrors, fieldProps } = useFormErrors();
  const rename = usePortfolioMutation({
    mutationFn: (input: TPortfolioSettings) =>
      apiFetch(`/portfolio/${encodeURIComponent(portfolio.id)}/settings`, { method: 'PUT', body: input }),
    successKey: 'portfolio.settings.saved',
    onSuccess: onClose,
    onError: (error) => setErrors(fieldErrorsOf(error)),
  });
  const submit = () => {
    const { data, errors } = validateForm(ZPortfolioSettingsSchema, { name });
    setErrors(errors ?? {});
    if (data) rename.mutate(data);
  };

  if (confirming) return <DissolvePortfolioDialog portfolio={portfolio} onClose={() => setConfirming(false)} />;
  return (
    <PortfolioDialog
      titleKey="portfolio.settings.title"
      submitKey="portfolio.settings.save"
      pending={rename.isPending}
      onSubmit={submit}
      onClose={onClose}
      actions={
        <Button color="error" onClick={() => setConfirming(true)}>
          {t('portfolio.settings.dissolve')}
        </Button>
      }
    >
      <FormError error={rename.error} />
      <TextField label={t('portfolio.settings.name')} required autoFocus value={name} onChange={(event) => setName(event.target.value)} {...fieldProps('name')} />
    </PortfolioDialog>
  );
};
