import { copyShareLink, expect, sharedState, shareLinkPath, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/uuid-generator');
  await expect(page.getByRole('heading', { level: 1, name: 'UUID Generator and Decoder' })).toBeVisible();
});

test('generates v7 UUIDs in bulk and decodes its sample', async ({ page }) => {
  await page.getByLabel('Kind').selectOption('v7');
  await page.getByLabel('How many').fill('25');
  await page.getByLabel('Upper case').check();
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  const output = page.getByLabel('Generated identifiers', { exact: true });
  await expect(output).toBeVisible();
  const ids = (await output.innerText()).trim().split('\n');
  expect(ids).toHaveLength(25);
  for (const id of ids) expect(id).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-7[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/);
  await expect(page.getByText('Generated 25 v7 UUIDs').first()).toBeVisible();

  await page.getByRole('button', { name: 'Load Sample' }).click();
  const decoded = page.getByLabel('Decoded', { exact: true }).last();
  await expect(decoded).toContainText('7 (Unix time in milliseconds, random)');
  await expect(decoded).toContainText('2022-02-22T19:22:22.000Z');

  // A ULID decodes to its time too, and a v5 UUID is the one RFC 9562 gives.
  await page.getByLabel('UUID or ULID to decode').fill('01ARZ3NDEKTSV4RRFFQ69G5FAV');
  await expect(decoded).toContainText('2016-07-30T23:54:10.259Z');
  await page.getByLabel('Kind').selectOption('v5');
  await page.getByLabel('Name', { exact: true }).fill('www.example.com');
  await page.getByLabel('Upper case').uncheck();
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(output).toHaveText('2ed6657d-e927-568b-95e1-2665a8aea6a2');
});

test('keeps its options and the UUID to decode across a reload and in a share link', async ({ page }) => {
  await page.getByLabel('Kind').selectOption('ulid');
  await page.getByLabel('UUID or ULID to decode').fill('c232ab00-9414-11ec-b3c8-9f6bdeced846');
  await expect(page.getByLabel('Decoded', { exact: true }).last()).toContainText('2022-02-22T19:22:22.000Z');
  const link = await copyShareLink(page);
  expect(sharedState(link).state).toMatchObject({ kind: 'ulid', input: 'c232ab00-9414-11ec-b3c8-9f6bdeced846' });

  await page.reload();
  await expect(page.getByLabel('Kind')).toHaveValue('ulid');
  await expect(page.getByLabel('UUID or ULID to decode')).toHaveValue('c232ab00-9414-11ec-b3c8-9f6bdeced846');

  await page.goto('about:blank');
  await page.goto(shareLinkPath('uuid-generator', { kind: 'v1', input: '1EC9414C-232A-6B00-B3C8-9F6BDECED846' }));
  await expect(page.getByLabel('Kind')).toHaveValue('v1');
  await expect(page.getByLabel('Decoded', { exact: true }).last()).toContainText('6 (reordered Gregorian time)');
});
