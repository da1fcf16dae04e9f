import type { Page } from '@playwright/test';

/** Drops a file on the archive's drop zone as a browser does: dragover, then drop with a DataTransfer holding it. */
export const dropFile = async (page: Page, name: string, bytes: Uint8Array) => {
  const dataTransfer = await page.evaluateHandle(
    ({ name, bytes }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], name, { type: 'application/pdf' }));
      return transfer;
    },
    { name, bytes: [...bytes] },
  );
  const zone = page.getByTestId('archive-drop-zone');
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
};

/** The archive table's row of the entry named `name`. */
export const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('button', { name, exact: true }) });
