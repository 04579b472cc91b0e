import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks an option in one of the app's pixel pickers (a select-only combobox, components/ui/pixel-select):
 * opens the combobox found by its label, then clicks the option by its name (whole name when a string).
 * A click before the page has hydrated opens nothing, so the opening is tried until the list shows.
 */
export async function pick(scope: Page | Locator, label: string | RegExp, option: string | RegExp) {
  const combobox = scope.getByRole('combobox', { name: label });
  await expect(async () => {
    if ((await combobox.getAttribute('aria-expanded')) !== 'true') await combobox.click();
    await expect(combobox).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  const listbox = combobox.page().locator(`[id="${await combobox.getAttribute('aria-controls')}"]`);
  await listbox.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
  await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  if (typeof option === 'string') await expect(combobox).toContainText(option);
}
