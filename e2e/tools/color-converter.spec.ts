import { copyShareLink, expect, sharedState, shareLinkPath, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/color-converter');
  await expect(page.getByRole('heading', { level: 1, name: 'Color Converter & Contrast Checker' })).toBeVisible();
});

/** A reload or a link loads the screen's chunk again, which took 3 s and more on a loaded 2-core machine. */
const LOADED = { timeout: 20_000 };

const forms = (page: import('@playwright/test').Page) => page.getByLabel('The colour in every notation');

test('types a colour and sees every form, the name and the swatch', async ({ page }) => {
  await page.getByLabel('Colour', { exact: true }).fill('rebeccapurple');
  await expect(forms(page)).toContainText('#663399');
  await expect(forms(page)).toContainText('rgb(102 51 153)');
  await expect(forms(page)).toContainText('hsl(270 50% 40%)');
  await expect(forms(page)).toContainText('hwb(270 20% 40%)');
  await expect(forms(page)).toContainText('oklch(0.4403 0.1603 303.37)');
  await expect(forms(page)).toContainText('exact');
  await expect(page.getByRole('img', { name: 'Swatch of #663399' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy Hex' })).toBeVisible();

  // A colour outside sRGB is said to be, and its sRGB forms are marked as mapped.
  await page.getByLabel('Colour', { exact: true }).fill('oklch(0.7 0.25 145)');
  await expect(page.getByText('Outside sRGB: this colour')).toBeVisible();
  await expect(forms(page)).toContainText('Hex (gamut-mapped)');
  await expect(forms(page)).toContainText('oklch(0.7 0.25 145)');

  // A wrong hex code says what is wrong, and the forms of the last good colour are gone.
  await page.getByLabel('Colour', { exact: true }).fill('#12345');
  await expect(page.getByRole('alert')).toContainText(
    '#12345 is not a hex colour: it has 5 digits; a hex colour has 3, 4, 6 or 8',
  );
  await expect(forms(page)).toHaveCount(0);
});

test('the picker sets the colour', async ({ page }) => {
  await page.getByLabel('Colour', { exact: true }).fill('#ff0000');
  await expect(page.getByLabel('Colour picker', { exact: true })).toHaveValue('#ff0000');
  await page.getByLabel('Colour picker', { exact: true }).fill('#00ff00');
  await expect(page.getByLabel('Colour', { exact: true })).toHaveValue('#00ff00');
  await expect(forms(page)).toContainText('rgb(0 255 0)');
  await expect(forms(page)).toContainText('lime');
});

test('checks contrast with WCAG verdicts and APCA', async ({ page }) => {
  const verdicts = page.getByRole('list', { name: 'WCAG verdicts' });
  await page.getByLabel('Text colour', { exact: true }).fill('#777');
  await page.getByLabel('Background', { exact: true }).fill('#fff');
  await expect(page.getByTestId('contrast-ratio')).toHaveText('4.48:1');
  await expect(page.getByTestId('apca-lc')).toHaveText('71.1');
  await expect(verdicts).toContainText('Fail AA normal text');
  await expect(verdicts).toContainText('Pass AA large text');
  await expect(verdicts).toContainText('Pass UI components and graphics');

  await page.getByLabel('Text colour picker').fill('#000000');
  await expect(page.getByTestId('contrast-ratio')).toHaveText('21:1');
  await expect(page.getByTestId('apca-lc')).toHaveText('106');
  await expect(verdicts).toContainText('Pass AAA normal text');

  await page.getByRole('button', { name: 'Swap' }).click();
  await expect(page.getByTestId('apca-lc')).toHaveText('-107.9');

  // The converted colour can become one of the pair.
  await page.getByLabel('Colour', { exact: true }).fill('rebeccapurple');
  await page.getByRole('button', { name: 'Use colour as background' }).click();
  await expect(page.getByLabel('Background', { exact: true })).toHaveValue('#663399');
});

test('keeps the colour and the pair across a reload and in a share link', async ({ page }) => {
  await page.getByLabel('Colour', { exact: true }).fill('oklch(0.628 0.2577 29.23)');
  await page.getByLabel('Text colour', { exact: true }).fill('#ffffff');
  await page.getByLabel('Background', { exact: true }).fill('#0000ff');
  await expect(forms(page)).toContainText('#ff0000');
  await expect(page.getByTestId('contrast-ratio')).toHaveText('8.59:1');

  const link = await copyShareLink(page);
  expect(sharedState(link)).toMatchObject({
    tool: 'color-converter',
    state: { color: 'oklch(0.628 0.2577 29.23)', text: '#ffffff', background: '#0000ff' },
  });

  await page.reload();
  await expect(page.getByLabel('Colour', { exact: true })).toHaveValue('oklch(0.628 0.2577 29.23)', LOADED);
  await expect(forms(page)).toContainText('#ff0000');
  await expect(page.getByTestId('contrast-ratio')).toHaveText('8.59:1');

  await page.goto('about:blank');
  await page.goto(link);
  await expect(forms(page)).toContainText('rgb(255 0 0)', LOADED);

  // A link with a pair colour that is not a colour is not taken: the background stays the one kept.
  await page.goto('about:blank');
  await page.goto(shareLinkPath('color-converter', { color: 'teal', background: 'red;}body{display:none}' }));
  await expect(forms(page)).toContainText('#008080', LOADED);
  await expect(page.getByLabel('Background', { exact: true })).toHaveValue('#0000ff');
});
