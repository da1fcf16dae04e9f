import { subscriberTotalPrice, type TActor, type TShareIssuePerShareType, type TSubscriber } from '@andel/domain/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActorPickerDialog } from './ActorPickerDialog';
import { DebtContributionFields } from './DebtContributionFields';
import { KindContributionFields } from './KindContributionFields';
import type { FieldErrors } from './form-errors';

type Props = {
  orgNo: string;
  subscribers: TSubscriber[];
  lines: TShareIssuePerShareType[];
  onChange: (subscribers: TSubscriber[]) => void;
  errors: FieldErrors;
  /** The errors' path prefix (`properties.subscribers`). */
  at: string;
  /** The contributions other than cash the decision takes (seed 001 section 4), each asked of every subscriber, in the company's currency. */
  contributions: { debt: boolean; kind: boolean; currency: string };
  disabled: boolean;
};

const newSubscriber = (lines: TShareIssuePerShareType[], fields: Partial<TSubscriber>): TSubscriber => ({
  subscriberid: crypto.randomUUID(),
  shareholderId: null,
  name: '',
  email: '',
  address: '',
  isExisting: false,
  isCompany: false,
  organisationNumber: null,
  contactName: null,
  subscriptions: lines.map((line) => ({ id: crypto.randomUUID(), sharetypeId: line.sharetypeId, shareTypeCode: line.sharetypeCode, numberOfShares: '', subscriptionPrice: null })),
  signers: [],
  debtContribution: null,
  cashContribution: null,
  kindContribution: null,
  ...fields,
});

/** The subscribers: new persons and companies typed in, or existing holders, board members and the CEO picked from the register. */
export const SubscribersField = ({ orgNo, subscribers, lines, onChange, errors, at, contributions, disabled }: Props) => {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const message = (path: string) => (errors[`${at}.${path}`] ? t(errors[`${at}.${path}`]!.message, errors[`${at}.${path}`]!.args) : undefined);
  const problem = (path: string) => (message(path) ? { error: true, helperText: message(path) } : {});
  const update = (index: number, change: Partial<TSubscriber>) => onChange(subscribers.map((subscriber, i) => (i === index ? { ...subscriber, ...change } : subscriber)));
  const pick = (actor: TActor) => {
    setPicking(false);
    const existing = actor.type === 'SHAREHOLDER';
    onChange([...subscribers, newSubscriber(lines, { name: actor.name, email: actor.email ?? '', isCompany: actor.isCompany, isExisting: existing, shareholderId: existing ? actor.reference : null })]);
  };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography component="legend" variant="h4">
        {t('capitalIncrease.form.subscribers')}
      </Typography>
      {errors[at] && <Typography color="error">{t(errors[at]!.message, errors[at]!.args)}</Typography>}
      {subscribers.map((subscriber, index) => (
        <Stack key={subscriber.subscriberid} component="section" aria-label={t('capitalIncrease.form.subscriberNumber', { number: index + 1 })} direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <TextField label={t(subscriber.isCompany ? 'capitalIncrease.form.companyName' : 'capitalIncrease.form.name')} value={subscriber.name} disabled={disabled || subscriber.isExisting} onChange={(event) => update(index, { name: event.target.value })} {...problem(`${index}.name`)} />
          <TextField label={t('capitalIncrease.form.email')} type="email" value={subscriber.email} disabled={disabled} onChange={(event) => update(index, { email: event.target.value })} {...problem(`${index}.email`)} />
          {subscriber.isCompany && !subscriber.isExisting && (
            <>
              <TextField label={t('capitalIncrease.form.organisationNumber')} value={subscriber.organisationNumber ?? ''} disabled={disabled} onChange={(event) => update(index, { organisationNumber: event.target.value })} {...problem(`${index}.organisationNumber`)} />
              <TextField label={t('capitalIncrease.form.contactName')} value={subscriber.contactName ?? ''} disabled={disabled} onChange={(event) => update(index, { contactName: event.target.value })} {...problem(`${index}.contactName`)} />
            </>
          )}
          {subscriber.subscriptions.map((subscription, s) => (
            <TextField
              key={subscription.id}
              label={t('capitalIncrease.form.subscribedShares', { code: subscription.shareTypeCode ?? '' })}
              value={subscription.numberOfShares ?? ''}
              disabled={disabled}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              onChange={(event) => update(index, { subscriptions: subscriber.subscriptions.map((entry, i) => (i === s ? { ...entry, numberOfShares: event.target.value } : entry)) })}
              {...problem(`${index}.subscriptions.${s}.numberOfShares`)}
            />
          ))}
          {contributions.kind && <TextField label={t('capitalIncrease.form.address')} value={subscriber.address} disabled={disabled} onChange={(event) => update(index, { address: event.target.value })} {...problem(`${index}.address`)} />}
          {contributions.debt && (
            <DebtContributionFields
              debt={subscriber.debtContribution}
              number={index + 1}
              currency={contributions.currency}
              onChange={(debtContribution) => update(index, { debtContribution })}
              problem={(field) => problem(`${index}.debtContribution.${field}`)}
              error={message(`${index}.debtContribution`)}
              disabled={disabled}
            />
          )}
          {contributions.kind && (
            <KindContributionFields
              orgNo={orgNo}
              kind={subscriber.kindContribution}
              number={index + 1}
              currency={contributions.currency}
              totalPrice={subscriberTotalPrice(subscriber, lines)}
              onChange={(kindContribution) => update(index, { kindContribution })}
              problem={(path) => problem(`${index}.kindContribution.${path}`)}
              error={message(`${index}.kindContribution`) ?? message(`${index}.kindContribution.contributionMethod`)}
              disabled={disabled}
            />
          )}
          {!disabled && (
            <Button color="error" onClick={() => onChange(subscribers.filter((_entry, i) => i !== index))}>
              {t('capitalIncrease.form.removeSubscriber', { number: index + 1 })}
            </Button>
          )}
        </Stack>
      ))}
      {!disabled && (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => onChange([...subscribers, newSubscriber(lines, {})])}>
            {t('capitalIncrease.form.addPerson')}
          </Button>
          <Button variant="outlined" onClick={() => onChange([...subscribers, newSubscriber(lines, { isCompany: true })])}>
            {t('capitalIncrease.form.addCompany')}
          </Button>
          <Button onClick={() => setPicking(true)}>{t('capitalIncrease.form.addFromRegister')}</Button>
        </Stack>
      )}
      {picking && <ActorPickerDialog orgNo={orgNo} onPick={pick} onClose={() => setPicking(false)} />}
    </Box>
  );
};
