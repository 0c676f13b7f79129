import type { Page } from '@playwright/test';
import { copyShareLink, editorText, expect, fillEditor, sharedState, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/http-header-validator');
  await expect(page.getByRole('heading', { level: 1, name: 'HTTP Header Validator' })).toBeVisible();
});

/** The editor's selection, asked of CodeMirror itself (as editorText in the fixtures reads its text). */
function selectionOf(page: Page, label: string) {
  return page.getByRole('textbox', { name: label, exact: true }).evaluate((element) => {
    interface ViewLike {
      state: { selection: { main: { from: number; to: number } } };
    }
    const node = element as Element & { cmTile?: { view?: ViewLike; root?: { view?: ViewLike } | null } };
    const view = node.cmTile?.view ?? node.cmTile?.root?.view;
    if (!view) throw new Error('not a CodeMirror editor');
    return { from: view.state.selection.main.from, to: view.state.selection.main.to };
  });
}

test('grades the sample response, lists its fields and its problems', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  const problems = page.getByRole('region', { name: 'Problems' });
  await expect(problems.getByTestId('problem-summary')).toHaveText(/1 error, 3 warnings, \d+ infos/);
  await expect(problems).toContainText('A response: its start line says so');
  await expect(problems).toContainText('SameSite=None needs Secure');
  await expect(problems).toContainText('"no-store" and "max-age" conflict');

  const grade = page.getByRole('region', { name: 'Security Headers Grade' });
  await expect(grade.getByTestId('security-grade')).toHaveText('C');
  const permissions = grade.getByRole('list', { name: 'Security headers' }).getByRole('listitem').filter({
    hasText: 'Permissions-Policy',
  });
  await expect(permissions).toContainText('Missing');
  await expect(permissions).toContainText('costs 10 points');
  await expect(permissions).toContainText('Fix: Permissions-Policy: camera=(), microphone=(), geolocation=()');
  await grade.getByText('How the grade is scored').click();
  await expect(grade.getByRole('table', { name: 'Points each header costs' })).toContainText('Content-Security-Policy');

  const fields = page.getByRole('table', { name: 'Header fields' });
  await expect(fields.getByRole('row', { name: /Strict-Transport-Security/ })).toContainText('HSTS');
  await expect(page.getByRole('region', { name: 'Header Fields (15)' })).toBeVisible();
  await expect(page.locator('.cm-problem-error')).toHaveCount(1);
});

test('points at a broken header: the message, its line and column, and the cursor there', async ({ page }) => {
  await fillEditor(
    page,
    'Headers',
    'HTTP/1.1 200 OK\nContent-Type: text/html; charset=utf-8\nX-Frame-Options : DENY\n',
  );
  const problem = page.getByRole('button', {
    name: /Whitespace between the field name "X-Frame-Options" and the colon/,
  });
  await expect(problem).toContainText('line 3, column 16');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await problem.click();
  const editor = page.getByRole('textbox', { name: 'Headers', exact: true });
  await expect(editor).toBeFocused();
  await expect(page.locator('.cm-problem-error')).toBeVisible();
  // Line 3 starts at offset 55; the blank before the colon is its 16th character.
  await expect.poll(() => selectionOf(page, 'Headers')).toEqual({ from: 70, to: 71 });

  await page.getByRole('button', { name: 'Invalid Example' }).click();
  const problems = page.getByRole('region', { name: 'Problems' });
  await expect(problems).toContainText('Content-Length appears again with a different value');
  await expect(problems).toContainText('A __Host- cookie needs Secure, Path=/ and no Domain');
  await expect(problems).toContainText('The urgency u is an integer from 0');
});

test('checks a request: no grade, the request fields explained', async ({ page }) => {
  await page.getByRole('button', { name: 'Request Sample' }).click();
  const problems = page.getByRole('region', { name: 'Problems' });
  await expect(problems).toContainText('A request: its start line says so');
  await expect(problems.getByTestId('problem-summary')).not.toContainText('error');
  await expect(page.getByRole('region', { name: 'Security Headers Grade' })).toHaveCount(0);
  const fields = page.getByRole('table', { name: 'Header fields' });
  await expect(fields.getByRole('row', { name: /Sec-CH-UA/ })).toContainText('structured list');

  // Headers copied from devtools, without a start line: the kind comes from the pseudo-headers.
  await fillEditor(page, 'Headers', ':status: 200\ncontent-type: text/html\nx-content-type-options: nosniff\n');
  await expect(problems).toContainText('A response: its pseudo-headers say so');
  await expect(problems).toContainText('the HTTP/2 pseudo-header :status');
  await page.getByRole('radio', { name: 'Request' }).check();
  await expect(problems).toContainText('Checked as a request, as chosen');
});

test('credentials in URLs and in fields named for a key are blanked in storage and the share link', async ({
  page,
}) => {
  const secrets = ['0authC0de', 'acc3ssT0k3n', 'pa55w0rd', '0123456789abcdef', 'f1eldT0k3n'];
  const head = [
    'GET /callback?code=0authC0de&access_token=acc3ssT0k3n HTTP/1.1',
    'Host: example.com',
    'Referer: https://alice:pa55w0rd@intranet.example.com/',
    'Ocp-Apim-Subscription-Key: 0123456789abcdef',
    'X-Build-Token: f1eldT0k3n',
    'Accept: text/html',
  ].join('\n');
  await fillEditor(page, 'Headers', head);
  await expect(page.getByRole('region', { name: 'Problems' })).toContainText('A request');
  // Longer than the state's write delay, so anything that would be written has been.
  await page.waitForTimeout(800);

  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
  expect(stored).toContain('Referer: https://alice:REDACTED@intranet.example.com/');
  for (const secret of secrets) expect(stored).not.toContain(secret);

  const link = await copyShareLink(page);
  const shared = JSON.stringify(sharedState(link));
  expect(shared).toContain('GET /callback?code=REDACTED&access_token=REDACTED HTTP/1.1');
  expect(shared).toContain('Ocp-Apim-Subscription-Key: REDACTED');
  for (const secret of secrets) {
    expect(link).not.toContain(secret);
    expect(shared).not.toContain(secret);
  }
  // What is on screen is what was pasted: only what is kept is blanked.
  await expect.poll(() => editorText(page, 'Headers')).toBe(head);
});

test('a structured field on several lines is parsed joined: 1, an empty line and 42 make no list', async ({ page }) => {
  await fillEditor(page, 'Headers', 'HTTP/1.1 200 OK\nAccept-CH: 1\nAccept-CH:\nAccept-CH: 42\nSec-Fetch-Dest:\n');
  const problems = page.getByRole('region', { name: 'Problems' });
  await expect(problems).toContainText('Accept-CH appears on 3 lines');
  await expect(problems).toContainText('"1, , 42" does not parse as a list at character 4, on line 3');
  await expect(problems).toContainText(
    'Sec-Fetch-Dest is a structured field (RFC 9651 item) and an empty value does not parse',
  );
});
