import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { exportJWK, exportSPKI, generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { renderTool } from '../../test/render-tool';
import { BROKEN_SAMPLE_TOKEN, SAMPLE_SECRET, SAMPLE_TOKEN } from './core';

/** Verification runs after a debounce and Web Crypto's promise; be generous when the machine is busy. */
const SLOW = { timeout: 5000 };
const b64u = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

const renderDecoder = () => renderTool('jwt-decoder');

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const typeKey = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const row = (table: HTMLElement, name: string) =>
  within(table)
    .getAllByRole('row')
    .find((candidate) => candidate.querySelector('code')?.textContent === name)!;

/**
 * What the decoding and the verification say is the core's (its tables hold the messages), and the catalogue
 * contract keeps the token across reopening but never the secret; what is the tool's own here is its screen:
 * the panes, panels and tables it draws, its key field, its samples, its share box and its Clear.
 */
describe('JWT Decoder screen', () => {
  it('decodes a pasted token as it arrives: JSON panes, claims table with dates, status and signature', async () => {
    await renderDecoder();
    await setEditorText('Encoded Token', `Bearer ${SAMPLE_TOKEN}`);
    const claims = await screen.findByRole('table', { name: 'Claims' }, SLOW);
    await waitFor(async () => expect(await editorText('Payload')).toContain('"account_id": 12345678901234567890'));
    expect(await editorText('Header')).toBe('{\n  "alg": "HS256",\n  "typ": "JWT",\n  "kid": "sample-key-1"\n}');

    const exp = row(claims, 'exp');
    expect(exp).toHaveTextContent('Expiration time');
    expect(exp).toHaveTextContent('4102444800');
    expect(exp).toHaveTextContent('UTC2100-01-01T00:00:00Z');
    expect(exp).toHaveTextContent(/From nowin \d+ years/);
    expect(exp).toHaveTextContent('The token must not be accepted at or after this moment.');
    expect(row(claims, 'iss')).toHaveTextContent('Issuer');
    expect(row(claims, 'name')).toHaveTextContent('"Zoë Ångström 👩‍💻"');

    const expiry = screen.getByRole('region', { name: 'Expiry' });
    expect(expiry).toHaveTextContent('Not expired');
    expect(expiry).toHaveTextContent('(2100-01-01T00:00:00Z)');
    expect(screen.getByRole('region', { name: 'Algorithm' })).toHaveTextContent('Algorithm: HS256');
    expect(screen.getByRole('table', { name: 'Header Parameters' })).toHaveTextContent('Key ID');
    const signature = screen.getByRole('region', { name: 'Signature' });
    expect(signature).toHaveTextContent('xv3MdOTwz_1utO8ZsMf-nrNUAYtEG8WtxxrbGAVpaWQ');
    expect(signature).toHaveTextContent('32 bytes, base64url-encoded in 43 characters.');
    expect(screen.getByRole('button', { name: 'Copy payload' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy Claims as CSV' })).toBeInTheDocument();
    expect(screen.getByLabelText('Secret')).toBeInTheDocument();
    expect(screen.getByLabelText('Secret format')).toHaveValue('text');
    expect(screen.queryByRole('region', { name: 'Warnings' })).not.toBeInTheDocument();
  });

  it('Load Sample fills a token that succeeds: verified with its secret, not expired, no warning', async () => {
    await renderDecoder();
    click('Load Sample');
    await waitFor(async () => expect(await editorText('Encoded Token')).toBe(SAMPLE_TOKEN));
    await screen.findByText('Signature verified', {}, SLOW);
    expect(screen.getByLabelText('Secret')).toHaveValue(SAMPLE_SECRET);
    const panel = screen.getByText('Signature verified').closest('[role="status"]')!;
    expect(panel).toHaveTextContent('The HS256 signature matches this key (HMAC secret, 38 bytes)');
    expect(panel).not.toHaveTextContent('expired');
    expect(screen.getByRole('region', { name: 'Expiry' })).toHaveTextContent('Not expired');
    expect(screen.queryByRole('region', { name: 'Warnings' })).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Claims' })).not.toHaveTextContent('Should be');
  });

  it('Broken example fills a token that verifies yet is expired, with a number sub and an iat in milliseconds', async () => {
    await renderDecoder();
    click('Broken example');
    await waitFor(async () => expect(await editorText('Encoded Token')).toBe(BROKEN_SAMPLE_TOKEN));
    await screen.findByText('Signature verified', {}, SLOW);
    const panel = screen.getByText('Signature verified').closest('[role="status"]')!;
    expect(panel).toHaveTextContent('The token itself has expired, though');
    const expiry = screen.getByRole('region', { name: 'Expiry' });
    expect(expiry).toHaveTextContent('Expired');
    expect(expiry).toHaveTextContent('(2025-01-01T01:00:00Z)');
    expect(expiry).toHaveTextContent('Issued in the future');
    const claims = screen.getByRole('table', { name: 'Claims' });
    expect(row(claims, 'sub')).toHaveTextContent('Should be a string, not a number.');
    expect(row(claims, 'iat')).toHaveTextContent('This looks like milliseconds');
  });

  it('"Include the token" starts unticked, is never kept, and says what a token in a link allows', async () => {
    const first = await renderDecoder();
    const box = screen.getByRole('checkbox', { name: 'Include the token' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(/anyone who sees the link use it until it expires/);
    click('Load Sample');
    fireEvent.click(box);
    expect(box).toBeChecked();
    first.unmount();
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('includeToken');

    await renderDecoder();
    expect(await editorText('Encoded Token')).toBe(SAMPLE_TOKEN);
    expect(screen.getByRole('checkbox', { name: 'Include the token' })).not.toBeChecked();
  });

  it('a wrong secret reads "Invalid signature"; a secret that is not Base64 is explained', async () => {
    await renderDecoder();
    click('Load Sample');
    await screen.findByText('Signature verified', {}, SLOW);
    typeKey('Secret', 'not-the-secret');
    // At once, before the new check has run: no "verified" is left describing the new key.
    expect(screen.queryByText('Signature verified')).not.toBeInTheDocument();
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('Invalid signature');
    expect(alert).toHaveTextContent('does not match this key (HMAC secret, 14 bytes)');

    fireEvent.change(screen.getByLabelText('Secret format'), { target: { value: 'base64' } });
    typeKey('Secret', 'abc*');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Cannot Verify'), SLOW);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The secret is not valid Base64 or base64url: Invalid Base64 character "*"',
    );
  });

  it('asks for a public key for RS256, verifies one, and explains a key of the wrong type', async () => {
    const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
    const signed = await new SignJWT({ sub: 'user-1' }).setProtectedHeader({ alg: 'RS256' }).sign(privateKey);
    await renderDecoder();
    await setEditorText('Encoded Token', signed);
    const keyField = await screen.findByLabelText('Public key (PEM or JWK)', {}, SLOW);
    expect(screen.queryByLabelText('Secret format')).not.toBeInTheDocument();
    fireEvent.change(keyField, { target: { value: await exportSPKI(publicKey) } });
    expect(await screen.findByText('Signature verified', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Signature verified').closest('[role="status"]')).toHaveTextContent(
      'RSA public key, 2048 bits (PEM)',
    );

    const ec = await generateKeyPair('ES256', { extractable: true });
    fireEvent.change(keyField, { target: { value: await exportSPKI(ec.publicKey) } });
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('Cannot Verify');
    expect(alert).toHaveTextContent('This is an EC public key on the P-256 curve, but RS256 needs an RSA public key.');

    fireEvent.change(keyField, { target: { value: '-----BEGIN PUBLIC KEY-----\nMIIB!\n-----END PUBLIC KEY-----' } });
    await waitFor(
      () => expect(screen.getByRole('alert')).toHaveTextContent('The PEM is malformed: its body is not valid Base64.'),
      SLOW,
    );
  });

  it('calls an HS256 token signed with a public key as its secret the algorithm-confusion attack it is', async () => {
    const { publicKey } = await generateKeyPair('RS256', { extractable: true });
    const pem = await exportSPKI(publicKey);
    // The attack: the server's public key, which anyone has, used as the HMAC secret of a forged token.
    const forged = await new SignJWT({ sub: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(Uint8Array.from(Buffer.from(pem, 'utf8')));
    await renderDecoder();
    await setEditorText('Encoded Token', forged);
    await screen.findByLabelText('Secret', {}, SLOW);
    typeKey('Secret', pem);
    const warning = await screen.findByRole(
      'region',
      { name: 'Algorithm confusion: a public key used as an HMAC secret' },
      SLOW,
    );
    expect(warning).toHaveTextContent('This HS256 token was signed with a public key (PEM) as its HMAC secret.');
    expect(warning).toHaveTextContent('anyone could have made this signature');
    expect(screen.queryByText('Signature verified')).not.toBeInTheDocument();

    // A public JWK given as the secret of a token it did not sign is named the same way.
    typeKey('Secret', JSON.stringify(await exportJWK(publicKey)));
    await waitFor(
      () =>
        expect(
          screen.getByRole('region', { name: 'Algorithm confusion: a public key used as an HMAC secret' }),
        ).toHaveTextContent('An RSA key (JWK) was given as the secret of an HS256 token.'),
      SLOW,
    );
    expect(screen.queryByText('Signature verified')).not.toBeInTheDocument();
  });

  it('warns clearly about alg "none", in any letter case, and offers no verification', async () => {
    await renderDecoder();
    await setEditorText('Encoded Token', `${b64u('{"alg":"none"}')}.${b64u('{"sub":"x"}')}.`);
    const warnings = await screen.findByRole('region', { name: 'Warnings' }, SLOW);
    expect(warnings).toHaveTextContent(
      'This token is unsigned (alg "none"): nothing proves who made it or that it was not changed',
    );
    expect(screen.getByRole('region', { name: 'Algorithm' })).toHaveTextContent('Algorithm: none');
    expect(screen.getByText('Unsigned token (alg "none")')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Secret|Public key/ })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Signature' })).toHaveTextContent(
      'The token has no signature: its third part is empty.',
    );

    await setEditorText('Encoded Token', `${b64u('{"alg":"NoNe"}')}.${b64u('{"sub":"x"}')}.`);
    await waitFor(
      () =>
        expect(screen.getByRole('region', { name: 'Warnings' })).toHaveTextContent('"NoNe" is "none" in other letters'),
      SLOW,
    );
    expect(screen.getByText('Unsigned token (alg "NoNe")')).toBeInTheDocument();
    expect(screen.queryByText('Signature verified')).not.toBeInTheDocument();
  });

  it('says there is nothing to decode in whitespace alone, and shows no error for empty input', async () => {
    await renderDecoder();
    await setEditorText('Encoded Token', '  \n  ');
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('Nothing to decode');
    expect(alert).toHaveTextContent('There is nothing to decode: the input holds only spaces and line breaks.');
    await setEditorText('Encoded Token', '');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('a broken token says which part is broken, and the previous result goes away', async () => {
    await renderDecoder();
    await setEditorText('Encoded Token', SAMPLE_TOKEN);
    await screen.findByRole('table', { name: 'Claims' }, SLOW);
    await setEditorText('Encoded Token', `${b64u('{"alg":"HS256",}')}.${b64u('{}')}.c2ln`);
    // At once: the claims of the old token are marked out of date, not shown as the new one's.
    expect(screen.getByRole('table', { name: 'Claims' }).closest('section')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('region', { name: 'Expiry' })).toHaveAttribute('aria-busy', 'true');
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('Invalid Token');
    expect(alert).toHaveTextContent(
      "The header (part 1) is base64url-encoded UTF-8 text, but not valid JSON: Expected a double-quoted property name, found '}' at line 1, column 16",
    );
    expect(await editorText('Payload')).toBe('');
  });

  it('Clear empties the token, the key and every result', async () => {
    await renderDecoder();
    click('Load Sample');
    await screen.findByText('Signature verified', {}, SLOW);
    click('Clear');
    await waitFor(async () => expect(await editorText('Encoded Token')).toBe(''));
    await waitFor(() => expect(screen.queryByText('Signature verified')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Secret or public key')).toHaveValue('');
    expect(await editorText('Header')).toBe('');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
