import { defaultTime, expandTime, instantOfDayAndTime, isLocalDate, transactionPathTypes, transactionSlugs, type TransactionPathType, type RecordedLogEntry } from '@andel/domain/shared';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormDataConsumer, ResourceContextProvider, SaveButton, SimpleForm, Title, Toolbar } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { apiFetch, EditGate, fieldErrorsOf, FormError, NotFound, useCompany, useNotify, validateForm } from '@andel/ui/shell';
import { localToday } from './local-today';
import { DateWarnings } from './DateWarnings';
import { nestErrors, withoutEmpty } from './form-values';
import { transactionForms } from './transaction-forms';
import { IsoDateInput, TimeOfDayInput } from './fields/RegisterInputs';
import { transactionPath, transactionResource } from './transaction-resource';

const isPathType = (value: string): value is TransactionPathType => (transactionPathTypes as readonly string[]).includes(value);

/** `/company/{orgNo}/shareholders/transactions/new/{transactionType}`: the form of one transaction type. */
export const TransactionCreate = () => {
  const { transactionType = '' } = useParams();
  if (!isPathType(transactionType)) return <NotFound embedded />;
  return (
    <EditGate feature="transactions" messageKey="transactions.new.notAllowed">
      <TransactionForm key={transactionType} slug={transactionType} />
    </EditGate>
  );
};

/**
 * The shell every type's form shares: the date with its warnings, the type's field set, validation with the
 * schema the server uses, server field errors under their fields, and other refusals above the form.
 */
const TransactionForm = ({ slug }: { slug: TransactionPathType }) => {
  const { t, i18n } = useTranslation();
  const { orgNo = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<unknown>(null);
  const { fields, defaults = {} } = transactionForms[slug];
  // Amounts default to the company's currency.
  const currency = useCompany(orgNo).data?.currency;
  // The time within the day starts at the seed's default time; two entries on one day differ by their time.
  const startValues = { transactionDate: localToday(), transactionTime: defaultTime, ...defaults, ...('currency' in defaults && currency ? { currency } : {}) };
  const bodyOf = ({ transactionTime, ...values }: Record<string, unknown>) => {
    const date = values.transactionDate;
    const time = expandTime(typeof transactionTime === 'string' ? transactionTime : '');
    const transactionDate = typeof date === 'string' && isLocalDate(date) && time !== null ? instantOfDayAndTime(date, time) : date;
    return { ...(withoutEmpty({ ...values, transactionDate }) as Record<string, unknown>), organizationnumber: orgNo };
  };
  const timeErrorOf = (values: Record<string, unknown>): Record<string, string> =>
    expandTime(typeof values.transactionTime === 'string' ? values.transactionTime : '') === null ? { transactionTime: 'time-field.invalid-time' } : {};
  const errorsOf = (errors: Record<string, string>) => nestErrors(errors, (key) => i18n.exists(key));

  const submit = async (values: Record<string, unknown>) => {
    setFailure(null);
    try {
      const entry = await apiFetch<RecordedLogEntry>(`/transaction/${slug}`, { method: 'POST', body: bodyOf(values) });
      await queryClient.invalidateQueries();
      notify({ messageKey: 'transactions.new.success', severity: 'success' });
      navigate(transactionPath(orgNo, entry.id));
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (Object.keys(fieldErrors).length > 0) return errorsOf(fieldErrors);
      setFailure(error);
    }
    return undefined;
  };

  return (
    <ResourceContextProvider value={transactionResource}>
      <Title title={t('transactions.new.title', { type: t(`transactions.new.type.${slug}`) })} />
      <Card sx={{ mt: 2 }}>
        <SimpleForm
          defaultValues={startValues}
          validate={(values) => errorsOf({ ...(validateForm(transactionSlugs[slug].schema, bodyOf(values)).errors ?? {}), ...timeErrorOf(values) })}
          onSubmit={submit}
          toolbar={
            <Toolbar>
              <SaveButton label="transactions.new.save" alwaysEnable />
            </Toolbar>
          }
        >
          <FormError error={failure} />
          <Stack direction="row" spacing={2}>
            <IsoDateInput source="transactionDate" />
            <TimeOfDayInput source="transactionTime" />
          </Stack>
          <FormDataConsumer<{ transactionDate?: string; transactionTime?: string }>>
            {({ formData }) => <DateWarnings date={formData.transactionDate} time={formData.transactionTime ?? ''} />}
          </FormDataConsumer>
          {fields}
        </SimpleForm>
      </Card>
    </ResourceContextProvider>
  );
};
