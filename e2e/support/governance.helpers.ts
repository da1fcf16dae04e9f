import { expect, type Page } from '@playwright/test';

/** Adds a freetext matter in the project editor and saves it with its Norwegian title and text. */
export const writeMatter = async (page: Page, number: number, title: string, text: string) => {
  await page.getByRole('button', { name: 'Legg til fritekstsak' }).click();
  const matter = page.getByRole('region', { name: new RegExp(`^Sak ${number}:`) });
  await expect(matter).toBeVisible();
  await matter.getByLabel('Tittel (Norsk)').fill(title);
  await matter.getByLabel('Sakstekst (Norsk)').fill(text);
  await matter.getByRole('button', { name: `Lagre sak ${number}` }).click();
  await expect(page.getByText('Saken er lagret.')).toBeVisible();
};
