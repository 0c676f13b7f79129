import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { exportSPKI, generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { SAMPLE_SECRET, SAMPLE_TOKEN } from './core';
import JwtDecoderView from './View';

/** Verification runs after a debounce and Web Crypto's promise; be generous when the machine is busy. */
const SLOW = { timeout: 5000 };
const b64u = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

async function renderDecoder() {
  render(<JwtDecoderView />);
  await screen.findByRole('textbox', { name: 'Encoded Token' }, SLOW);
}

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const typeKey = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('JWT Decoder screen', () => {
  it('shows its title, actions, panes, key field and feature cards before any input', async () => {
    await renderDecoder();
    expect(screen.getByRole('heading', { level: 1, name: 'JWT Decoder' })).toBeInTheDocument();
    for (const name of ['Load Sample', 'Clear']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByText("Paste a JWT here (eyJhbGciOi...), with or without 'Bearer '...")).toBeInTheDocument();
    expect(screen.getByText('The decoded header will appear here...')).toBeInTheDocument();
    expect(screen.getByText('The decoded payload (claims) will appear here...')).toBeInTheDocument();
    expect(screen.getByLabelText('Secret or public key')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'JWT Decoder Features' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Nothing Leaves the Page' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy payload' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('decodes a pasted token as it arrives: JSON panes, claims table with dates, status and signature', async () => {
    await renderDecoder();
    await setEditorText('Encoded Token', `Bearer ${SAMPLE_TOKEN}`);
    const claims = await screen.findByRole('table', { name: 'Claims' }, SLOW);
    await waitFor(async () => expect(await editorText('Payload')).toContain('"account_id": 12345678901234567890'));
    expect(await editorText('Header')).toBe('{\n  "alg": "HS256",\n  "typ": "JWT",\n  "kid": "sample-key-1"\n}');

    const expRow = within(claims).getByRole('rowheader', { name: /exp/ }).closest('tr')!;
    expect(expRow).toHaveTextContent('Expiration time');
    expect(expRow).toHaveTextContent('1735693200');
    expect(expRow).toHaveTextContent('UTC2025-01-01T01:00:00Z');
    expect(expRow).toHaveTextContent(/From now\d+ (year|month)s? ago/);
    expect(expRow).toHaveTextContent('The token must not be accepted at or after this moment.');
    expect(within(claims).getByRole('rowheader', { name: /^iss/ })).toHaveTextContent('Issuer');
    expect(within(claims).getByRole('rowheader', { name: /^name/ }).closest('tr')).toHaveTextContent(
      '"Zoë Ångström 👩‍💻"',
    );

    const expiry = screen.getByRole('region', { name: 'Expiry' });
    expect(expiry).toHaveTextContent('Expired');
    expect(expiry).toHaveTextContent('(2025-01-01T01:00:00Z)');
    expect(screen.getByRole('region', { name: 'Algorithm' })).toHaveTextContent('Algorithm: HS256');
    expect(screen.getByRole('table', { name: 'Header Parameters' })).toHaveTextContent('Key ID');
    const signature = screen.getByRole('region', { name: 'Signature' });
    expect(signature).toHaveTextContent('H2V9hox4faHEfhkLjS5eEv7hZCCw-r9uwrdKOmzVcjk');
    expect(signature).toHaveTextContent('32 bytes, base64url-encoded in 43 characters.');
    expect(screen.getByRole('button', { name: 'Copy payload' })).toBeInTheDocument();
    expect(screen.getByLabelText('Secret')).toBeInTheDocument();
    expect(screen.getByLabelText('Secret format')).toHaveValue('text');
  });

  it('Load Sample fills the token and its secret, which verifies; the expiry is reported beside it', async () => {
    await renderDecoder();
    click('Load Sample');
    await waitFor(async () => expect(await editorText('Encoded Token')).toBe(SAMPLE_TOKEN));
    await screen.findByText('Signature verified', {}, SLOW);
    expect(screen.getByLabelText('Secret')).toHaveValue(SAMPLE_SECRET);
    const panel = screen.getByText('Signature verified').closest('[role="status"]')!;
    expect(panel).toHaveTextContent('The HS256 signature matches this key (HMAC secret, 38 bytes)');
    expect(panel).toHaveTextContent('The token itself has expired, though');
  });

  it('a wrong secret reads "Invalid signature"; a secret that is not Base64 is explained', async () => {
    await renderDecoder();
    click('Load Sample');
    await screen.findByText('Signature verified', {}, SLOW);
    typeKey('Secret', 'not-the-secret');
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('Invalid signature');
    expect(alert).toHaveTextContent('does not match this key (HMAC secret, 14 bytes)');
    expect(screen.queryByText('Signature verified')).not.toBeInTheDocument();

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
    const keyField = await screen.findByLabelText('Public key (PEM or JWK)');
    expect(screen.queryByLabelText('Secret format')).not.toBeInTheDocument();
    fireEvent.change(keyField, { target: { value: await exportSPKI(publicKey) } });
    expect(await screen.findByText('Signature verified', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('RSA public key, 2048 bits (PEM)');

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

  it('explains alg "none" as unsigned and offers no verification', async () => {
    await renderDecoder();
    await setEditorText('Encoded Token', `${b64u('{"alg":"none"}')}.${b64u('{"sub":"x"}')}.`);
    expect(await screen.findByText('Unsigned token (alg "none")')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Secret|Public key/ })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Signature' })).toHaveTextContent(
      'The token has no signature: its third part is empty.',
    );
    expect(screen.queryByText('Signature verified')).not.toBeInTheDocument();
  });

  it('a broken token says which part is broken, and the previous result goes away', async () => {
    await renderDecoder();
    await setEditorText('Encoded Token', SAMPLE_TOKEN);
    await screen.findByRole('table', { name: 'Claims' }, SLOW);
    await setEditorText('Encoded Token', `${b64u('{"alg":"HS256",}')}.${b64u('{}')}.c2ln`);
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('Invalid Token');
    expect(alert).toHaveTextContent(
      "The header (part 1) is base64url-encoded UTF-8 text, but not valid JSON: Expected a double-quoted property name, found '}' at line 1, column 16",
    );
    expect(screen.queryByRole('table', { name: 'Claims' })).not.toBeInTheDocument();
    expect(await editorText('Payload')).toBe('');

    await setEditorText('Encoded Token', 'abc.def');
    await waitFor(
      () => expect(screen.getByRole('alert')).toHaveTextContent('The token has 2 parts (1 dot), but a JWT has 3'),
      SLOW,
    );
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
