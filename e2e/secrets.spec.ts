/**
 * Secrets never reach storage, history state or a link: a card number, a password and an API key typed into
 * their validators, one at a time and as a batch list, are checked for in sessionStorage, localStorage,
 * history.state and the Share link, and a reload brings the fields back empty.
 */
import type { Page } from '@playwright/test';
import { copyShareLink, editorText, expect, fillEditor, secretTexts, sharedState, test } from './fixtures';

/** Each validator of secrets, with a value of the kind it checks (all fake: test numbers and made-up keys). */
const SECRET_TOOLS = [
  // The needle is the value as a tool might keep it normalised (a card number without its spaces).
  { id: 'credit-card-validator', value: '4242 4242 4242 4242', needle: '4242424242424242' },
  { id: 'password-strength-validator', value: 'Tr0ub4dour&3-horse-staple', needle: 'Tr0ub4dour&3-horse-staple' },
  {
    id: 'api-key-validator',
    value: 'sk_test_4eC39HqLyjWDarjtT1zdp7dcQ1xZkHx9',
    needle: '4eC39HqLyjWDarjtT1zdp7dc',
  },
] as const;

/** Everything the page keeps that could outlive it: both storages and the history entry's state. */
function keptByThePage(page: Page): Promise<string> {
  return page.evaluate(() =>
    JSON.stringify({
      session: { ...sessionStorage },
      local: { ...localStorage },
      history: history.state as unknown,
    }),
  );
}

for (const { id, value, needle } of SECRET_TOOLS) {
  test(`${id}: the secret is never stored, kept in history or put in a share link`, async ({ page }) => {
    await page.goto(`/${id}`);
    await expect(page.getByText('nothing you type leaves it')).toBeVisible();
    const field = page.locator('main input[data-secret], main textarea[data-secret]').first();
    await field.fill(value);
    await expect(page.getByRole('region', { name: 'Verdict' })).toBeVisible();

    // The batch list is a secret too.
    await page.getByRole('tab', { name: 'Batch' }).click();
    const list = page.locator('[data-pane="list"] .cm-content');
    await list.click();
    await list.fill(`${value}\n${value}`);
    await expect(page.getByLabel('Counts')).toContainText('Values2');
    // Longer than the state's write delay, so anything that would be written has been.
    await page.waitForTimeout(800);

    const kept = await keptByThePage(page);
    expect(kept).toContain(`tool-state:${id}`);
    for (const form of [value, needle]) expect(kept).not.toContain(form);

    const link = await copyShareLink(page);
    await expect(page.getByText(/left out/).first()).toBeVisible();
    const shared = JSON.stringify(sharedState(link));
    for (const form of [value, needle]) {
      expect(link).not.toContain(form);
      expect(shared).not.toContain(form);
    }

    await page.reload();
    await expect(page.getByRole('tab', { name: 'Batch' })).toHaveAttribute('aria-selected', 'true');
    const listLabel = await page.locator('[data-pane="list"] .cm-content').getAttribute('aria-label');
    await expect.poll(() => editorText(page, listLabel!)).toBe('');
    await page.getByRole('tab', { name: /^One / }).click();
    expect(await secretTexts(page)).toEqual((await secretTexts(page)).map(() => ''));
    expect(await secretTexts(page)).not.toEqual([]);
  });
}

test('http-header-validator: credentials in a pasted head are blanked in storage and links, the rest kept', async ({
  page,
}) => {
  const token = 'eyJhbGciOiJIUzI1NiJ9.c2VjcmV0.t0k3n';
  const head = `GET /account HTTP/1.1\nHost: example.com\nAuthorization: Bearer ${token}\nCookie: sid=s3ss10n; theme=dark\nAccept: text/html`;
  await page.goto('/http-header-validator');
  await fillEditor(page, 'Headers', head);
  await expect(page.getByRole('region', { name: 'Problems' })).toBeVisible();
  // Longer than the state's write delay, so anything that would be written has been.
  await page.waitForTimeout(800);

  const kept = await keptByThePage(page);
  expect(kept).toContain('Authorization: Bearer REDACTED');
  for (const secret of [token, 's3ss10n']) expect(kept).not.toContain(secret);

  const link = await copyShareLink(page);
  await expect(page.getByText('Credentials in the headers are blanked.')).toBeVisible();
  const shared = JSON.stringify(sharedState(link));
  expect(shared).toContain('Host: example.com');
  for (const secret of [token, 's3ss10n']) expect(shared).not.toContain(secret);

  await page.reload();
  await expect.poll(() => editorText(page, 'Headers')).toContain('Cookie: sid=REDACTED; theme=REDACTED');
});
