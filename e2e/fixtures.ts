import { test as base, type BrowserContext, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Console errors that mean the page is broken even when nothing visible fails: React's hydration
 * errors (production builds print only their numbers) and anything the page did not catch.
 */
const HYDRATION =
  /Minified React error #(418|419|421|422|423|425)\b|Hydration failed|hydrat(ed|ion) .*(mismatch|didn't match)|Text content does not match/i;

type Guard = {
  /** Page errors a journey provokes on purpose (matched against the message). */
  allowedPageErrors: RegExp[];
  pageErrorGuard: void;
};

/**
 * Every journey fails on an uncaught page error or a React hydration error, in the test's own page
 * and in any context it opens itself.
 */
export const test = base.extend<Guard>({
  allowedPageErrors: [[], { option: true }],
  pageErrorGuard: [
    async ({ context, browser, allowedPageErrors }, run, testInfo) => {
      const errors: string[] = [];
      const watchPage = (page: Page) => {
        const where = () => {
          try {
            return new URL(page.url()).pathname;
          } catch {
            return page.url();
          }
        };
        page.on('pageerror', (error) => {
          const text = `${error.name}: ${error.message}`;
          if (!allowedPageErrors.some((allowed) => allowed.test(text))) errors.push(`uncaught on ${where()}: ${text}`);
        });
        page.on('console', (message) => {
          if (message.type() === 'error' && HYDRATION.test(message.text())) errors.push(`hydration error on ${where()}: ${message.text()}`);
        });
      };
      const watchContext = (watched: BrowserContext) => {
        watched.pages().forEach(watchPage);
        watched.on('page', watchPage);
      };
      watchContext(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const opened = await newContext(...args);
        watchContext(opened);
        return opened;
      };
      try {
        await run();
      } finally {
        browser.newContext = newContext;
      }
      if (errors.length && testInfo.status === 'passed') {
        throw new Error(`The page reported ${errors.length} error(s):\n${[...new Set(errors)].join('\n')}`);
      }
    },
    { auto: true },
  ],
});
