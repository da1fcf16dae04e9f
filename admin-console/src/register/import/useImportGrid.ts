import { importFieldColumns, type ImportColumn, type ParsedImportRow, type CheckedImportRows } from '@andel/domain/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { apiFetch } from '@andel/ui/shell';

/** The class columns any row fills, as one key that changes only when that set does. */
const classColumnsKey = (rows: ParsedImportRow[]): string => {
  const classes = new Set<string>();
  for (const row of rows) for (const column of Object.keys(row.values)) if (column.startsWith('shares.')) classes.add(column);
  return [...classes].join('|');
};

/**
 * The rows under review: edits apply at once, and 500 ms after the last edit the whole grid is checked
 * again on the server (the same rules as the import), so every cell shows its current error. Nothing is
 * written until the import.
 */
export const useImportGrid = (orgNo: string) => {
  const [rows, setRows] = useState<ParsedImportRow[]>([]);
  const [checking, setChecking] = useState(false);
  const version = useRef(0);
  const [edited, setEdited] = useState(0);

  const load = useCallback((parsed: ParsedImportRow[]) => {
    version.current += 1;
    setRows(parsed);
  }, []);

  const edit = useCallback((index: number, column: ImportColumn, value: string) => {
    version.current += 1;
    setChecking(true);
    setRows((current) => current.map((row, at) => (at === index ? { ...row, values: { ...row.values, [column]: value } } : row)));
    setEdited((count) => count + 1);
  }, []);

  useEffect(() => {
    if (edited === 0) return;
    const asked = version.current;
    const timer = setTimeout(() => {
      const shareholders = rows.map(({ rowNumber, values }) => ({ rowNumber, values: Object.fromEntries(Object.entries(values).filter(([, text]) => text !== '')) }));
      apiFetch<CheckedImportRows>(`/shareholder/${encodeURIComponent(orgNo)}/validate-import-rows`, { method: 'POST', body: { shareholders } })
        .then(({ rows: checked }) => {
          if (version.current !== asked) return;
          setRows((current) => current.map((row, index) => ({ ...row, errors: checked[index]?.errors ?? {} })));
          setChecking(false);
        })
        .catch(() => version.current === asked && setChecking(false));
    }, 500);
    return () => clearTimeout(timer);
    // Rows are read at the time the pause ends; `edited` marks each edit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [edited, orgNo]);

  const classKey = classColumnsKey(rows);
  // The template's fields, then the class columns; stable between edits so unchanged rows do not render again.
  const columns = useMemo((): ImportColumn[] => [...importFieldColumns, ...((classKey ? classKey.split('|') : []) as ImportColumn[])], [classKey]);
  const errorCount = rows.filter((row) => Object.keys(row.errors).length > 0).length;
  return { rows, columns, load, edit, setErrors: load, checking, errorCount };
};
