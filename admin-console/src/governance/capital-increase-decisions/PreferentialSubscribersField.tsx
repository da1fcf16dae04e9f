import { formatNumber, type TShareIssuePerShareType, type TSubscriber } from '@andel/domain/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, FormError } from '@andel/ui/shell';
import type { FieldErrors } from './form-errors';

type Props = {
  subscribers: TSubscriber[];
  lines: TShareIssuePerShareType[];
  /** Asks the server for the holders the form, as it stands, offers shares. */
  load: () => Promise<TSubscriber[]>;
  /** Takes a fetched list into the form as it is by then (the admin may have typed on meanwhile). */
  onLoaded: (subscribers: TSubscriber[]) => void;
  onChange: (subscribers: TSubscriber[]) => void;
  errors: FieldErrors;
  disabled: boolean;
};

const at = 'properties.preferentialIssueSubscribers';
const pageSize = 25;

/**
 * The existing holders of a preferential issue: fetched from the register with the shares each is offered (in
 * proportion to its holding, seed 001 section 9), again whenever the issued classes or counts change; the admin adds
 * the emails the subscription forms go to.
 */
export const PreferentialSubscribersField = ({ subscribers, lines, load, onLoaded, onChange, errors, disabled }: Props) => {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [page, setPage] = useState(0);
  const linesKey = JSON.stringify(lines.map(({ sharetypeId, issueMode }) => [sharetypeId, issueMode]));
  const [loadedFor, setLoadedFor] = useState<string | null>(subscribers.length ? linesKey : null);
  const fetch = useMutation({
    mutationFn: (_linesKey: string) => load(),
    onSuccess: (list, key) => {
      onLoaded(list);
      setLoadedFor(key);
      setPage(0);
    },
  });
  useEffect(() => {
    if (disabled || loadedFor === linesKey) return;
    const timer = setTimeout(() => fetch.mutate(linesKey), 500);
    return () => clearTimeout(timer);
    // Fetched again when the classes or counts change, not when `fetch` changes identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linesKey, disabled, loadedFor]);
  const message = (path: string) => (errors[`${at}.${path}`] ? t(errors[`${at}.${path}`]!.message, errors[`${at}.${path}`]!.args) : undefined);
  const setEmail = (subscriberid: string, email: string) => onChange(subscribers.map((subscriber) => (subscriber.subscriberid === subscriberid ? { ...subscriber, email } : subscriber)));
  const shown = subscribers.slice(page * pageSize, (page + 1) * pageSize);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography component="legend" variant="h4">
        {t('capitalIncrease.form.preferentialSubscribers')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('capitalIncrease.form.preferentialSubscribers.help')}
      </Typography>
      {errors[at] && <Typography color="error">{t(errors[at]!.message, errors[at]!.args)}</Typography>}
      {fetch.isPending && <LinearProgress aria-label={t('capitalIncrease.form.preferentialSubscribers.loading')} />}
      {fetch.error && <FormError error={fetch.error} />}
      {!fetch.isPending && !subscribers.length && <Typography>{t('capitalIncrease.form.preferentialSubscribers.empty')}</Typography>}
      {subscribers.length > 0 && (
        <>
          <Table size="small" aria-label={t('capitalIncrease.form.preferentialSubscribers')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('capitalIncrease.form.name')}</TableCell>
                <TableCell>{t('capitalIncrease.form.email')}</TableCell>
                {lines.map((line) => (
                  <TableCell key={line.sharetypeId} align="right">
                    {t('capitalIncrease.form.preferentialSubscribers.offered', { code: line.sharetypeCode ?? '' })}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((subscriber) => {
                const index = subscribers.indexOf(subscriber);
                return (
                  <TableRow key={subscriber.subscriberid}>
                    <TableCell>{subscriber.name}</TableCell>
                    <TableCell>
                      <TextField
                        size="small"
                        type="email"
                        label={t('capitalIncrease.form.preferentialSubscribers.emailOf', { name: subscriber.name })}
                        value={subscriber.email}
                        disabled={disabled}
                        onChange={(event) => setEmail(subscriber.subscriberid, event.target.value)}
                        error={!!message(`${index}.email`)}
                        helperText={message(`${index}.email`)}
                      />
                    </TableCell>
                    {lines.map((line) => (
                      <TableCell key={line.sharetypeId} align="right">
                        {formatNumber(subscriber.subscriptions.find(({ sharetypeId }) => sharetypeId === line.sharetypeId)?.numberOfShares ?? '0', language)}
                      </TableCell>
                    ))}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          {subscribers.length > pageSize && (
            <TablePagination
              component="div"
              count={subscribers.length}
              page={page}
              onPageChange={(_event, next) => setPage(next)}
              rowsPerPage={pageSize}
              rowsPerPageOptions={[]}
              labelDisplayedRows={({ from, to, count }) =>
                t('capitalIncrease.form.preferentialSubscribers.range', { from: formatNumber(from, language), to: formatNumber(to, language), total: formatNumber(count, language) })
              }
              getItemAriaLabel={(type) => t(`capitalIncrease.form.preferentialSubscribers.page.${type === 'next' ? 'next' : 'previous'}`)}
            />
          )}
        </>
      )}
      {!disabled && (
        <Button sx={{ alignSelf: 'flex-start' }} disabled={fetch.isPending} onClick={() => fetch.mutate(linesKey)}>
          {t('capitalIncrease.form.preferentialSubscribers.refresh')}
        </Button>
      )}
    </Box>
  );
};
