import { copyShareLink, editorText, expect, fillEditor, sharedState, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/chmod-calculator');
  await expect(page.getByRole('heading', { level: 1, name: 'Unix Permissions (chmod) Calculator' })).toBeVisible();
});

test('reads its sample, setuid and all, into every form and the grid', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect.poll(() => editorText(page, 'Permissions')).toContain('Octal: 4755');
  await expect(page.getByLabel('The mode in every form')).toContainText('chmod 4755 file');
  await expect(page.getByLabel('The mode in every form')).toContainText('umask 022');
  await expect(page.getByRole('checkbox', { name: 'Owner execute' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Group write' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: /^Setuid/ })).toBeChecked();
});

test('the grid writes the mode, and symbolic assignments read back', async ({ page }) => {
  await fillEditor(page, 'Mode', 'u=rwx,g=rx,o=rx');
  await expect.poll(() => editorText(page, 'Permissions')).toContain('Symbolic: -rwxr-xr-x');
  await page.getByRole('checkbox', { name: 'Others execute' }).uncheck();
  await expect.poll(() => editorText(page, 'Mode')).toBe('754');
  await page.getByRole('checkbox', { name: /^Sticky/ }).check();
  await expect.poll(() => editorText(page, 'Mode')).toBe('1754');
  await expect.poll(() => editorText(page, 'Permissions')).toContain('Symbolic: -rwxr-xr-T');
});

test('names the wrong character and where it is', async ({ page }) => {
  await fillEditor(page, 'Mode', '-rwxr-xr-q');
  await expect(page.getByRole('alert')).toContainText(
    '"q" at position 10 should be x, t, T or - (others execute) (line 1, column 10)',
  );
  await fillEditor(page, 'Mode', '758');
  await expect(page.getByRole('alert')).toContainText('"8" at position 3 is not an octal digit');
});

test('keeps the mode and options in a share link and across a reload', async ({ page }) => {
  await page.getByLabel('Output', { exact: true }).selectOption('chmod');
  await page.getByLabel('File in the chmod command', { exact: true }).fill('deploy.sh');
  await fillEditor(page, 'Mode', '750');
  await expect.poll(() => editorText(page, 'Permissions')).toBe('chmod 750 deploy.sh');

  const link = await copyShareLink(page);
  expect(sharedState(link)).toMatchObject({
    tool: 'chmod-calculator',
    state: { input: '750', output: 'chmod', file: 'deploy.sh' },
  });

  await page.reload();
  await expect.poll(() => editorText(page, 'Mode')).toBe('750');
  await expect.poll(() => editorText(page, 'Permissions')).toBe('chmod 750 deploy.sh');

  await page.goto('about:blank');
  await page.goto(link);
  await expect.poll(() => editorText(page, 'Permissions')).toBe('chmod 750 deploy.sh');
});
