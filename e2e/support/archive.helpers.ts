import type { Page } from '@playwright/test';

/** Drops files on the archive's drop zone as a browser does: dragover, then drop with a DataTransfer holding them. */
export const dropFiles = async (page: Page, files: { name: string; bytes: Uint8Array }[]) => {
  const dataTransfer = await page.evaluateHandle((files) => {
    const transfer = new DataTransfer();
    for (const { name, bytes } of files) transfer.items.add(new File([new Uint8Array(bytes)], name, { type: 'application/pdf' }));
    return transfer;
  }, files.map(({ name, bytes }) => ({ name, bytes: [...bytes] })));
  const zone = page.getByTestId('archive-drop-zone');
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
};

export const dropFile = (page: Page, name: string, bytes: Uint8Array) => dropFiles(page, [{ name, bytes }]);

/** The archive table's row of the entry named `name`. */
export const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('button', { name, exact: true }) });
