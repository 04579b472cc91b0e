import { expect, test } from './fixtures';

// The guard of e2e/fixtures.ts fails a journey the page broke, even when its own checks pass.
test.describe('page error guard', () => {
  test.fail('fails a journey on an uncaught page error', async ({ page }) => {
    await page.goto('/offline');
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('thrown by the page');
      }),
    );
    await expect.poll(() => page.evaluate(() => document.readyState)).toBe('complete');
    await page.waitForTimeout(100);
  });

  test.fail('fails a journey on a React hydration error', async ({ page }) => {
    await page.goto('/offline');
    await page.evaluate(() => console.error('Uncaught Error: Minified React error #418; visit https://react.dev/errors/418'));
    await page.waitForTimeout(100);
  });

  test.fail('watches the contexts a journey opens itself', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const page = await context.newPage();
    await page.goto('/offline');
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('thrown in another context');
      }),
    );
    await page.waitForTimeout(100);
    await context.close();
  });

  test.describe('with an allowed error', () => {
    test.use({ allowedPageErrors: [/expected by this journey/] });
    test('passes when the journey expects the error', async ({ page }) => {
      await page.goto('/offline');
      await page.evaluate(() =>
        setTimeout(() => {
          throw new Error('expected by this journey');
        }),
      );
      await page.waitForTimeout(100);
    });
  });
});
