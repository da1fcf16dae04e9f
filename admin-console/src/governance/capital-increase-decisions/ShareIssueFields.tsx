import { capitalIncreaseVisibility, shareholderRightsOptions, waivedReasons, type RegisterFacts, type TShareIssueProperties, type TSubscriber } from '@andel/domain/shared';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from './form-errors';
import { PreferentialSubscribersField } from './PreferentialSubscribersField';
import { SubscribersField } from './SubscribersField';
import { YesNoField } from './YesNoField';

type Props = {
  orgNo: string;
  issue: TShareIssueProperties;
  register: RegisterFacts;
  visible: ReturnType<typeof capitalIncreaseVisibility>;
  onChange: (issue: TShareIssueProperties) => void;
  errors: FieldErrors;
  disabled: boolean;
  /** The preferential issue's holders: fetched for the form as it stands, and taken into the form as it is by then. */
  preferential: { load: () => Promise<TSubscriber[]>; onLoaded: (subscribers: TSubscriber[]) => void };
};

/** The share issue section: nominal value (first issue), preferential right and its answers, classes with price and count, rights, consortium, subscribers (or the holders of a preferential issue). */
export const ShareIssueFields = ({ orgNo, issue, register, visible, onChange, errors, disabled, preferential }: Props) => {
  const { t } = useTranslation();
  const error = (path: string) => (errors[`properties.${path}`] ? t(errors[`properties.${path}`]!.message, errors[`properties.${path}`]!.args) : undefined);
  const problem = (path: string) => (error(path) ? { error: true, helperText: error(path) } : {});
  const set = (change: Partial<TShareIssueProperties>) => onChange({ ...issue, ...change });
  const setLine = (index: number, change: Partial<TShareIssueProperties['shareIssuePerShareTypes'][number]>) =>
    set({ shareIssuePerShareTypes: issue.shareIssuePerShareTypes.map((line, i) => (i === index ? { ...line, ...change } : line)) });
  const unused = register.shareClasses.filter(({ id }) => !issue.shareIssuePerShareTypes.some((line) => line.sharetypeId === id));
  return (
    <Stack sx={{ gap: 2 }}>
      {visible.nominalValue && <TextField label={t('capitalIncrease.form.nominalValue')} value={issue.nominalValue ?? ''} disabled={disabled} onChange={(event) => set({ nominalValue: event.target.value })} {...problem('nominalValue')} />}
      {visible.preferentialRight && (
        <YesNoField label={t('capitalIncrease.form.preferentialRight')} value={issue.preferentialRight} disabled={disabled} onChange={(preferentialRight) => set({ preferentialRight })} error={error('preferentialRight')} />
      )}
      {visible.preferentialAnswers &&
        (['preferentialRightTransferable', 'preferentialRightOversubscribe', 'preferentialBoardRightsToSellSubscription', 'externalSubscribers'] as const).map((answer) => (
          <YesNoField key={answer} label={t(`capitalIncrease.form.${answer}`)} value={issue[answer]} disabled={disabled} onChange={(value) => set({ [answer]: value })} error={error(answer)} />
        ))}
      {visible.waivedReason && (
        <TextField select label={t('capitalIncrease.form.waivedReason')} value={issue.preferentialRightWaivedReason ?? ''} disabled={disabled} onChange={(event) => set({ preferentialRightWaivedReason: event.target.value as never })} {...problem('preferentialRightWaivedReason')}>
          {waivedReasons.map((reason) => (
            <MenuItem key={reason} value={reason}>
              {t(`capitalIncrease.form.waivedReason.${reason}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {errors['properties.shareIssuePerShareTypes'] && <span role="alert">{error('shareIssuePerShareTypes')}</span>}
      {issue.shareIssuePerShareTypes.map((line, index) => (
        <Stack key={line.sharetypeId} direction="row" component="section" aria-label={t('capitalIncrease.form.classLine', { code: line.sharetypeCode ?? '' })} sx={{ gap: 1, flexWrap: 'wrap' }}>
          <TextField label={t('capitalIncrease.form.sharePrice', { code: line.sharetypeCode ?? '' })} value={line.sharePrice ?? ''} disabled={disabled} onChange={(event) => setLine(index, { sharePrice: event.target.value })} {...problem(`shareIssuePerShareTypes.${index}.sharePrice`)} />
          {line.issueMode.type === 'fixed' && (
            <TextField
              label={t('capitalIncrease.form.numberOfShares', { code: line.sharetypeCode ?? '' })}
              value={line.issueMode.numberOfShares ?? ''}
              disabled={disabled}
              onChange={(event) => setLine(index, { issueMode: { type: 'fixed', numberOfShares: event.target.value } })}
              error={!!error(`shareIssuePerShareTypes.${index}.issueMode.numberOfShares`) || !!error(`shareIssuePerShareTypes.${index}.issueMode`)}
              helperText={error(`shareIssuePerShareTypes.${index}.issueMode.numberOfShares`) ?? error(`shareIssuePerShareTypes.${index}.issueMode`)}
            />
          )}
        </Stack>
      ))}
      {!disabled &&
        unused.map((shareClass) => (
          <Button key={shareClass.id} sx={{ alignSelf: 'flex-start' }} onClick={() => set({ shareIssuePerShareTypes: [...issue.shareIssuePerShareTypes, { sharetypeId: shareClass.id, sharetypeCode: shareClass.code, isNewShareType: false, sharePrice: register.nominalValue, issueMode: { type: 'fixed', numberOfShares: '' } }] })}>
            {t('capitalIncrease.form.addClass', { code: shareClass.code })}
          </Button>
        ))}
      <TextField select label={t('capitalIncrease.form.shareholderRights')} value={issue.shareholderRights ?? ''} disabled={disabled} onChange={(event) => set({ shareholderRights: event.target.value as never })} {...problem('shareholderRights')}>
        {shareholderRightsOptions.map((option) => (
          <MenuItem key={option} value={option}>
            {t(`capitalIncrease.form.shareholderRights.${option}`)}
          </MenuItem>
        ))}
      </TextField>
      {visible.guaranteeConsortium && (
        <FormControlLabel control={<Checkbox checked={issue.isGuaranteeConsortiumEstablished} disabled={disabled} onChange={(event) => set({ isGuaranteeConsortiumEstablished: event.target.checked })} />} label={t('capitalIncrease.form.guaranteeConsortium')} />
      )}
      {visible.guaranteeCommission && (
        <TextField
          label={t('capitalIncrease.form.guaranteeCommission')}
          value={issue.guaranteeConsortiumCommission?.percentOfGuaranteedAmount ?? ''}
          disabled={disabled}
          onChange={(event) => set({ guaranteeConsortiumCommission: { numberOfShares: null, percentOfGuaranteedAmount: event.target.value } })}
          {...problem('guaranteeConsortiumCommission')}
        />
      )}
      {visible.preferentialIssueSubscribers && (
        <PreferentialSubscribersField
          subscribers={issue.preferentialIssueSubscribers}
          lines={issue.shareIssuePerShareTypes}
          load={preferential.load}
          onLoaded={preferential.onLoaded}
          onChange={(preferentialIssueSubscribers) => set({ preferentialIssueSubscribers })}
          errors={errors}
          disabled={disabled}
        />
      )}
      {visible.subscribers && (
        <SubscribersField orgNo={orgNo} subscribers={issue.subscribers} lines={issue.shareIssuePerShareTypes} onChange={(subscribers) => set({ subscribers })} errors={errors} at="properties.subscribers" contributions={{ debt: visible.debtContribution, kind: visible.kindContribution, currency: register.currency }} disabled={disabled} />
      )}
    </Stack>
  );
};
