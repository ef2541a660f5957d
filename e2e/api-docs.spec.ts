import { expect } from '@playwright/test';
import { test } from './support/test';

/**
 * /api/docs (decision record 0027): Redoc from our own server renders the OpenAPI description under the app's
 * CSP (with a nonce for Redoc's style elements on this one page), and no request leaves the origin.
 */
test('the API reference renders every group under the CSP, from this server only', async ({
  page,
  baseURL,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  const foreign: string[] = [];
  // Answers, not attempts: the logo request that the CSP blocks never reaches the network.
  page.on('response', (answer) => {
    const url = new URL(answer.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== new URL(baseURL!).origin) {
      foreign.push(answer.url());
    }
  });
  const response = await page.goto('/api/docs');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  // Redoc parses its megabyte of script and lays out the whole description before it shows anything: on a
  // busy two-core machine that takes longer than the default five seconds.
  await expect(page.getByRole('heading', { name: /ICF Core Sets documentation API/ })).toBeVisible({
    timeout: 30_000,
  });
  const saveDocument = page.getByRole('heading', { name: /Save a new document, or a new version of one/ });
  await saveDocument.scrollIntoViewIfNeeded();
  await expect(saveDocument).toBeVisible();
  // Styled by Redoc (its <style> elements carry the answer's nonce): the operation's badge has a colour.
  const verb = page.locator('#tag\\/Documents\\/operation\\/saveDocument span.http-verb').first();
  await expect(verb).toHaveCSS('text-transform', 'uppercase');
  await expect(page.getByRole('heading', { name: /API tokens/ }).first()).toBeAttached();
  // What the CSP refuses on this page, and only that: Redoc's "by Redocly" logo from its CDN (so nothing is
  // fetched from there) and two style attributes in its markup; never a script, a connection or a stylesheet.
  const refused = violations.filter(
    (text) =>
      !/Applying inline style violates/.test(text) &&
      !/Loading the image 'https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini\.svg'/.test(text),
  );
  expect(refused).toEqual([]);
  expect(foreign).toEqual([]);
});
