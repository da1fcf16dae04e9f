import { formatDate, formatMoney, formatShareClassNames, formatShares, type RegisterStatementView, type StatementHolding } from '@andel/domain/shared';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { currentLanguage, EmptyState } from '@andel/ui/shell';

type Props = { statement: RegisterStatementView };

const useClassName = (statement: RegisterStatementView) => {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (shareTypeId: string) => {
    const shareClass = statement.shareClasses.find((candidate) => candidate.shareTypeId === shareTypeId);
    return shareClass ? formatShareClassNames(shareClass, language, t).name : '';
  };
};

const StatementTable = ({ label, head, rows }: { label: string; head: string[]; rows: ReactNode[][] }) => (
  <Paper sx={{ overflowX: 'auto', mb: 2 }}>
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {head.map((cell) => (
            <TableCell key={cell}>{cell}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, index) => (
          <TableRow key={index}>
            {row.map((cell, column) => (
              <TableCell key={column}>{cell}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </Paper>
);

/** The holdings at 1 January and at 31 December. */
export const StatementHoldings = ({ statement }: Props) => {
  const { t } = useTranslation();
  const className = useClassName(statement);
  const language = currentLanguage();
  const head = [t('statement.column.shareholder'), t('statement.column.identification'), t('statement.column.class'), t('statement.column.shares')];
  const rows = (holdings: StatementHolding[]) => holdings.map((holding) => [holding.name ?? t('shareholders.unnamed'), holding.identification, className(holding.shareTypeId), formatShares(holding.shares, language)]);
  return (
    <>
      <Typography variant="h3" sx={{ mb: 1 }}>{t('statement.opening')}</Typography>
      {statement.opening.length ? <StatementTable label={t('statement.opening')} head={head} rows={rows(statement.opening)} /> : <EmptyState textKey="statement.none" />}
      <Typography variant="h3" sx={{ mb: 1 }}>{t('statement.closing')}</Typography>
      {statement.closing.length ? <StatementTable label={t('statement.closing')} head={head} rows={rows(statement.closing)} /> : <EmptyState textKey="statement.none" />}
    </>
  );
};

/** Every holder's change in each entry of the year, with its type and price per share. */
export const StatementChanges = ({ statement }: Props) => {
  const { t } = useTranslation();
  const className = useClassName(statement);
  const language = currentLanguage();
  if (!statement.changes.length) return <EmptyState textKey="statement.none" />;
  return (
    <StatementTable
      label={t('statement.tab.changes')}
      head={[t('statement.column.date'), t('statement.column.type'), t('statement.column.shareholder'), t('statement.column.class'), t('statement.column.change'), t('statement.column.price')]}
      rows={statement.changes.map((change) => [
        formatDate(change.transactionDate),
        t(`transactions.type.${change.transactionType}`),
        change.name ?? t('shareholders.unnamed'),
        className(change.shareTypeId),
        `${BigInt(change.change) > 0n ? '+' : ''}${formatShares(change.change, language)}`,
        change.pricePerShare ? formatMoney(change.pricePerShare, language, 'NOK') : '',
      ])}
    />
  );
};

/** The dividends paid in the year, per holder. */
export const StatementDividends = ({ statement }: Props) => {
  const { t } = useTranslation();
  const language = currentLanguage();
  if (!statement.dividends.length) return <EmptyState textKey="statement.none" />;
  return (
    <StatementTable
      label={t('statement.tab.dividends')}
      head={[t('statement.column.date'), t('statement.column.shareholder'), t('statement.column.amount')]}
      rows={statement.dividends.map((dividend) => [formatDate(dividend.transactionDate), dividend.name ?? t('shareholders.unnamed'), formatMoney(dividend.amount, language, 'NOK')])}
    />
  );
};

/** What the RF-1086 forms lack, each holder's line linking to the holder to correct it. */
const StatementProblems = ({ statement }: Props) => {
  const { t } = useTranslation();
  const { orgNo = '' } = useParams();
  const className = useClassName(statement);
  if (!statement.problems.length) return <EmptyState textKey="statement.problems.none" />;
  const subject = (problem: RegisterStatementView['problems'][number]) =>
    problem.shareholderId ? (
      <MuiLink component={Link} to={`/company/${encodeURIComponent(orgNo)}/shareholders/list/${problem.shareholderId}/overview`}>
        {problem.name ?? t('shareholders.unnamed')}
      </MuiLink>
    ) : problem.shareTypeId ? (
      className(problem.shareTypeId)
    ) : (
      t('statement.problem.company')
    );
  return (
    <StatementTable
      label={t('statement.problems.title')}
      head={[t('statement.column.subject'), t('statement.column.problem')]}
      rows={statement.problems.map((problem) => [subject(problem), t(`statement.problem.${problem.problem}`, { type: problem.transactionType ? t(`transactions.type.${problem.transactionType}`) : '' })])}
    />
  );
};

/** The checks against last year's filing and the public register, and what the RF-1086 forms lack. */
export const StatementChecks = ({ statement }: Props) => {
  const { t } = useTranslation();
  return (
    <>
      <StatementTable
        label={t('statement.tab.checks')}
        head={['', '']}
        rows={statement.checks.map((check) => [t(`statement.check.${check.check}`), t(`statement.check.${check.outcome}`, { count: check.differences })])}
      />
      <Typography variant="h3" sx={{ mb: 1 }}>{t('statement.problems.title')}</Typography>
      <StatementProblems statement={statement} />
    </>
  );
};
