import { contributionTypes, type ContributionBook } from '@andel/domain/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { CompanyPage, ErrorState, LoadingState, useCanEdit } from '@andel/ui/shell';
import { CommitmentsSetting } from './CommitmentsSetting';
import { ContributionSummaryTable } from '@andel/ui/contributions';
import { bookKey, bookPage, newEntryPage } from '@andel/ui/contributions';
import { useContributionBook } from './useContributionBook';

/** `shareholders/contributions` (and `shareholders/commitments`): the summary per holder, the log, and a new entry of each type. */
export const ContributionBookPage = ({ book }: { book: ContributionBook }) => {
  const { t } = useTranslation();
  const { orgNo = '' } = useParams();
  const canEdit = useCanEdit('commitments');
  const { data, isPending, error, refetch } = useContributionBook(orgNo, book);
  return (
    <CompanyPage titleKey={`${bookKey(book)}.title`}>
      <CommitmentsSetting orgNo={orgNo} />
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }}>
        {canEdit &&
          contributionTypes.map((type) => (
            <Button key={type} variant="outlined" component={Link} to={newEntryPage(orgNo, book, type)}>
              {t('contributions.new', { type: t(`${bookKey(book)}.type.${type}`).toLowerCase() })}
            </Button>
          ))}
        <Button component={Link} to={bookPage(orgNo, book, '/log')}>
          {t('contributions.log')}
        </Button>
      </Stack>
      <Box>
        {isPending ? <LoadingState /> : error ? <ErrorState error={error} onRetry={() => void refetch()} /> : <ContributionSummaryTable rows={data.summary} currency={data.currency} />}
      </Box>
    </CompanyPage>
  );
};
