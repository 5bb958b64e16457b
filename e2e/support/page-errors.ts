// What a page reports as wrong while a test walks it: uncaught errors and console errors (a CSP
// refusal, a React warning raised as an error, a failed script). A test reads the list at its end,
// so one walk over many screens names every problem at once.
import type { Page } from '@playwright/test';

export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: uncaught ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  return errors;
}
