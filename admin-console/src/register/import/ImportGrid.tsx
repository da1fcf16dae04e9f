import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { type ImportColumn, type ParsedImportRow } from '@andel/domain/shared';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { rows: ParsedImportRow[]; columns: ImportColumn[]; onEdit: (index: number, column: ImportColumn, value: string) => void };

export const columnLabelKey = (column: ImportColumn) =>
  column.startsWith('shares.') ? `shareClass.${column.slice('shares.'.length)}.name` : `shareholderImport.column.${column}`;

const GridRow = memo(({ row, index, columns, onEdit }: { row: ParsedImportRow; index: number; columns: ImportColumn[]; onEdit: Props['onEdit'] }) => {
  const { t } = useTranslation();
  return (
    <TableRow data-testid={`import-row-${row.rowNumber}`}>
      <TableCell>{row.rowNumber}</TableCell>
      {columns.map((column) => {
        const error = row.errors[column];
        return (
          <TableCell key={column} sx={{ minWidth: 150, verticalAlign: 'top' }}>
            <TextField
              size="small"
              variant="standard"
              fullWidth
              value={row.values[column] ?? ''}
              onChange={(event) => onEdit(index, column, event.target.value)}
              error={Boolean(error)}
              helperText={error ? t(error) : undefined}
              slotProps={{ htmlInput: { 'aria-label': `${t(columnLabelKey(column))} ${row.rowNumber}` } }}
            />
          </TableCell>
        );
      })}
    </TableRow>
  );
});

/** The review-and-edit grid: every cell editable, its error (a message key) shown under it; paged, optionally errors only. */
export const ImportGrid = ({ rows, columns, onEdit }: Props) => {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const perPage = 50;
  const shown = useMemo(
    () => rows.map((row, index) => ({ row, index })).filter(({ row }) => !onlyErrors || Object.keys(row.errors).length > 0),
    [rows, onlyErrors],
  );
  const lastPage = Math.max(0, Math.ceil(shown.length / perPage) - 1);
  const current = Math.min(page, lastPage);
  return (
    <Box>
      <FormControlLabel control={<Switch checked={onlyErrors} onChange={(event) => setOnlyErrors(event.target.checked)} />} label={t('shareholderImport.rowsWithErrors', { count: rows.filter((row) => Object.keys(row.errors).length > 0).length })} />
      <TableContainer sx={{ maxHeight: '60vh' }}>
        <Table stickyHeader size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('shareholderImport.rowNumber')}</TableCell>
              {columns.map((column) => (
                <TableCell key={column}>{t(columnLabelKey(column))}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.slice(current * perPage, (current + 1) * perPage).map(({ row, index }) => (
              <GridRow key={row.rowNumber} row={row} index={index} columns={columns} onEdit={onEdit} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination component="div" count={shown.length} page={current} rowsPerPage={perPage} rowsPerPageOptions={[perPage]} labelDisplayedRows={({ from, to, count }) => t('shareholderImport.pageRange', { from, to, count })} onPageChange={(_event, next) => setPage(next)} />
    </Box>
  );
};
