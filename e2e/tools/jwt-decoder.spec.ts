import { readFile } from 'node:fs/promises';
import { exportJWK, exportSPKI, generateKeyPair, SignJWT } from 'jose';
import { BROKEN_SAMPLE_TOKEN, SAMPLE_SECRET, SAMPLE_TOKEN } from '../../src/tools/jwt-decoder/core';
import { copyShareLink, editorText, expect, fillEditor, sharedState, test } from '../fixtures';

const b64u = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

test.beforeEach(async ({ page }) => {
  await page.goto('/jwt-decoder');
  await expect(page.getByRole('textbox', { name: 'Encoded Token' })).toBeVisible();
});

test('a pasted token is decoded as it arrives: JSON, claims with dates, expiry and signature', async ({ page }) => {
  await fillEditor(page, 'Encoded Token', `Bearer ${SAMPLE_TOKEN}`);
  const claims = page.getByRole('table', { name: 'Claims' });
  await expect(claims).toBeVisible();
  await expect.poll(() => editorText(page, 'Payload')).toContain('"account_id": 12345678901234567890');
  expect(await editorText(page, 'Payload')).toContain('"name": "Zoë Ångström 👩‍💻"');
  expect(await editorText(page, 'Header')).toBe('{\n  "alg": "HS256",\n  "typ": "JWT",\n  "kid": "sample-key-1"\n}');

  const exp = claims.getByRole('row', { name: /^exp\s*Expiration time/ });
  await expect(exp).toContainText('4102444800');
  await expect(exp).toContainText('2100-01-01T00:00:00Z');
  await expect(exp).toContainText(/in \d+ years/);
  await expect(claims.getByRole('row', { name: /^iss\s*Issuer/ })).toContainText('"https://auth.example.com/"');
  await expect(page.getByRole('region', { name: 'Expiry', exact: true })).toContainText('Not expired');
  await expect(page.getByRole('region', { name: 'Signature', exact: true })).toContainText(
    '32 bytes, base64url-encoded in 43 characters.',
  );
});

test('verifies with the right secret, and says "Invalid signature" with a wrong one', async ({ page }) => {
  await fillEditor(page, 'Encoded Token', SAMPLE_TOKEN);
  const secret = page.getByLabel('Secret', { exact: true });
  await secret.fill(SAMPLE_SECRET);
  await expect(page.getByRole('status').filter({ hasText: 'Signature verified' })).toContainText(
    'HMAC secret, 38 bytes',
  );

  await secret.fill('the-wrong-secret');
  await expect(page.getByRole('alert')).toContainText('Invalid signature');
  await expect(page.getByRole('heading', { name: 'Signature verified' })).toBeHidden();
});

test('Load Sample shows a token that succeeds, with no warning; Broken example shows an expired one and its faults', async ({
  page,
}) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  const verified = page.getByRole('status').filter({ hasText: 'Signature verified' });
  await expect(verified).toBeVisible();
  await expect(verified).not.toContainText('expired');
  await expect(page.getByLabel('Secret', { exact: true })).toHaveValue(SAMPLE_SECRET);
  const claims = page.getByRole('table', { name: 'Claims' });
  await expect(claims).toContainText('JWT ID');
  await expect(claims).not.toContainText('Should be');
  const expiry = page.getByRole('region', { name: 'Expiry', exact: true });
  await expect(expiry).toContainText('Not expired');
  // The panel's tone: nothing red or amber on a token that succeeds.
  await expect(expiry).not.toHaveClass(/red|amber/);
  await expect(page.getByRole('region', { name: 'Warnings' })).toBeHidden();
  await expect(page.getByRole('alert')).toBeHidden();

  await page.getByRole('button', { name: 'Broken example' }).click();
  await expect.poll(() => editorText(page, 'Encoded Token')).toBe(BROKEN_SAMPLE_TOKEN);
  await expect(expiry).toContainText('(2025-01-01T01:00:00Z)');
  await expect(expiry).toContainText('Issued in the future');
  await expect(expiry).toHaveClass(/red/);
  await expect(verified).toContainText('The token itself has expired');
  await expect(claims.getByRole('row', { name: /^sub\s*Subject/ })).toContainText('Should be a string, not a number.');
  await expect(claims.getByRole('row', { name: /^iat\s*Issued at/ })).toContainText('This looks like milliseconds');
});

test('a share link leaves the token out unless "Include the token" is ticked, which a reload unticks', async ({
  page,
}) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect(page.getByRole('heading', { name: 'Signature verified' })).toBeVisible();
  const include = page.getByRole('checkbox', { name: 'Include the token' });
  await expect(include).not.toBeChecked();
  await expect(include).toHaveAccessibleDescription(/anyone who sees the link use it until it expires/);

  let link = await copyShareLink(page);
  const notice = page.getByText(/^Share link copied to clipboard!/).first();
  await expect(notice).toContainText('The secret or key and token are left out.');
  expect(sharedState(link).state).not.toHaveProperty('input');
  expect(link).not.toContain(SAMPLE_TOKEN.split('.')[1]!.slice(0, 40));
  expect(JSON.stringify(sharedState(link))).not.toContain(SAMPLE_TOKEN.split('.')[2]!);

  await include.check();
  link = await copyShareLink(page);
  await expect(page.getByText(/^Share link copied to clipboard!.*The token is included, as you chose\./)).toBeVisible();
  expect(sharedState(link).state.input).toBe(SAMPLE_TOKEN);
  expect(sharedState(link).state).not.toHaveProperty('includeToken');
  expect(sharedState(link).state).not.toHaveProperty('key');

  // The token is kept for the tab, but the choice to share it is not.
  await page.reload();
  await expect.poll(() => editorText(page, 'Encoded Token')).toBe(SAMPLE_TOKEN);
  await expect(page.getByRole('checkbox', { name: 'Include the token' })).not.toBeChecked();
});

test('public keys verify through the browser’s Web Crypto: PEM (EdDSA) and JWK (ES256)', async ({ page }) => {
  const ed = await generateKeyPair('EdDSA', { extractable: true });
  const edToken = await new SignJWT({ sub: 'ed-user' }).setProtectedHeader({ alg: 'EdDSA' }).sign(ed.privateKey);
  await fillEditor(page, 'Encoded Token', edToken);
  const key = page.getByLabel('Public key (PEM or JWK)');
  await key.fill(await exportSPKI(ed.publicKey));
  await expect(page.getByRole('status').filter({ hasText: 'Signature verified' })).toContainText(
    'Ed25519 public key (PEM)',
  );

  const ec = await generateKeyPair('ES256', { extractable: true });
  const ecToken = await new SignJWT({ sub: 'ec-user' }).setProtectedHeader({ alg: 'ES256' }).sign(ec.privateKey);
  await fillEditor(page, 'Encoded Token', ecToken);
  await key.fill(JSON.stringify(await exportJWK(ec.publicKey)));
  await expect(page.getByRole('status').filter({ hasText: 'Signature verified' })).toContainText(
    'EC public key on P-256 (JWK)',
  );

  await key.fill(await exportSPKI(ed.publicKey));
  await expect(page.getByRole('alert')).toContainText(
    'This is an Ed25519 public key, but ES256 needs an EC public key on the P-256 curve.',
  );
});

test('a public key used as an HS256 secret is called the algorithm-confusion attack', async ({ page }) => {
  const { publicKey } = await generateKeyPair('RS256', { extractable: true });
  const pem = await exportSPKI(publicKey);
  const forged = await new SignJWT({ sub: 'admin' })
    .setProtectedHeader({ alg: 'HS256' })
    .sign(Uint8Array.from(Buffer.from(pem, 'utf8')));
  await fillEditor(page, 'Encoded Token', forged);
  await page.getByLabel('Secret', { exact: true }).fill(pem);
  await expect(
    page.getByRole('region', { name: 'Algorithm confusion: a public key used as an HMAC secret' }),
  ).toContainText('anyone could have made this signature');
  await expect(page.getByRole('heading', { name: 'Signature verified' })).toBeHidden();
});

test('an unsigned token (alg "none") is warned about, and whitespace alone has nothing to decode', async ({ page }) => {
  await fillEditor(page, 'Encoded Token', `${b64u('{"alg":"none"}')}.${b64u('{"sub":"admin"}')}.`);
  await expect(page.getByRole('region', { name: 'Warnings' })).toContainText('This token is unsigned (alg "none")');
  await expect(page.getByText('Unsigned token (alg "none")')).toBeVisible();
  await expect(page.getByLabel('Secret', { exact: true })).toBeHidden();

  await fillEditor(page, 'Encoded Token', '   ');
  await expect(page.getByRole('alert')).toContainText('There is nothing to decode');
  await fillEditor(page, 'Encoded Token', '');
  await expect(page.getByRole('alert')).toBeHidden();
});

test('a broken token says which part is broken, and where', async ({ page }) => {
  await fillEditor(page, 'Encoded Token', `${b64u('{"alg":"HS256"}')}.${b64u('{"sub": "1",\n "exp": }')}.c2ln`);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Invalid Token');
  await expect(alert).toContainText('The payload (part 2) is base64url-encoded UTF-8 text, but not valid JSON');
  await expect(alert).toContainText('at line 2, column 9');
  expect(await editorText(page, 'Payload')).toBe('');

  await fillEditor(page, 'Encoded Token', `${b64u('{"alg":"HS256"}')}.eyJz+dWIi.c2ln`);
  await expect(alert).toContainText("The payload (part 2) is not base64url: '+' (U+002B) at line 1, column 26");
  await fillEditor(page, 'Encoded Token', 'just-one-part');
  await expect(alert).toContainText('The token has no dots');
  // The user's input is never lost.
  expect(await editorText(page, 'Encoded Token')).toBe('just-one-part');
});

test('copies the payload and the signature, and downloads the header', async ({ page }) => {
  await fillEditor(page, 'Encoded Token', SAMPLE_TOKEN);
  await page.getByRole('button', { name: 'Copy payload' }).click();
  await expect(page.getByText('Payload copied to clipboard!')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('"account_id": 12345678901234567890');
  expect(copied.startsWith('{\n  "iss": "https://auth.example.com/",')).toBe(true);

  await page.getByRole('button', { name: 'Copy signature' }).click();
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toBe('xv3MdOTwz_1utO8ZsMf-nrNUAYtEG8WtxxrbGAVpaWQ');

  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download header' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe('header.json');
  expect(await readFile((await download.path())!, 'utf8')).toBe(
    '{\n  "alg": "HS256",\n  "typ": "JWT",\n  "kid": "sample-key-1"\n}',
  );
});

test('opens a token file, and Clear resets everything', async ({ page }) => {
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'token.jwt', mimeType: 'text/plain', buffer: Buffer.from(`${SAMPLE_TOKEN}\n`) });
  await expect(page.getByRole('table', { name: 'Claims' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect.poll(() => editorText(page, 'Encoded Token')).toBe('');
  await expect(page.getByRole('table', { name: 'Claims' })).toBeHidden();
  expect(await editorText(page, 'Payload')).toBe('');
});

test('a 5 MB token is decoded in the background and verified, numbers kept exact', async ({ page }) => {
  const items = Array.from(
    { length: 50_000 },
    (_, index) => `{"id":${9007199254740993n + BigInt(index)},"name":"item ${index} ✓"}`,
  );
  const payload = `{"sub":"bulk","exp":4102444800,"items":[${items.join(',')}]}`;
  const { createHmac } = await import('node:crypto');
  const signingInput = `${b64u('{"alg":"HS256","typ":"JWT"}')}.${b64u(payload)}`;
  const big = `${signingInput}.${createHmac('sha256', 'bulk-secret').update(signingInput).digest('base64url')}`;
  expect(big.length).toBeGreaterThan(3_000_000);

  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'big.jwt', mimeType: 'text/plain', buffer: Buffer.from(big) });
  await expect(page.getByRole('table', { name: 'Claims' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Expiry', exact: true })).toContainText('Not expired');
  const output = await editorText(page, 'Payload');
  expect(
    output.startsWith(
      '{\n  "sub": "bulk",\n  "exp": 4102444800,\n  "items": [\n    {\n      "id": 9007199254740993,\n',
    ),
  ).toBe(true);
  expect(output.split('\n')).toHaveLength(50_000 * 4 + 6);

  await page.getByLabel('Secret', { exact: true }).fill('bulk-secret');
  await expect(page.getByRole('heading', { name: 'Signature verified' })).toBeVisible({ timeout: 20_000 });
});
