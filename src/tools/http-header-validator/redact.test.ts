import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REDACTED, redactCredentials } from './redact';

describe('redactCredentials', () => {
  it.each([
    ['Authorization: Bearer eyJhbGciOi.x.y', `Authorization: Bearer ${REDACTED}`],
    ['authorization:Basic dXNlcjpwYXNz', `authorization:Basic ${REDACTED}`],
    ['Proxy-Authorization: Digest username="a", response="b"', `Proxy-Authorization: Digest ${REDACTED}`],
    ['Authorization: sk_live_abc', `Authorization: ${REDACTED}`],
    ['Cookie: session=abc123; theme=dark', `Cookie: session=${REDACTED}; theme=${REDACTED}`],
    [
      'Set-Cookie: __Host-id=xyz; Path=/; Secure; HttpOnly; SameSite=Lax',
      `Set-Cookie: __Host-id=${REDACTED}; Path=/; Secure; HttpOnly; SameSite=Lax`,
    ],
    ['X-Api-Key: 12345', `X-Api-Key: ${REDACTED}`],
    ['X-CSRF-Token: abc', `X-CSRF-Token: ${REDACTED}`],
    ['Authorization: Bearer abc\n  continued', `Authorization: Bearer ${REDACTED}\n  ${REDACTED}`],
  ])('%s', (line, expected) => {
    expect(redactCredentials(line)).toBe(expected);
  });

  // By name: any field whose name says it carries a key, a token, a secret or a password.
  it.each([
    ['Ocp-Apim-Subscription-Key: 0123456789abcdef0123456789abcdef', `Ocp-Apim-Subscription-Key: ${REDACTED}`],
    ['X-Auth-Token: 9f8e7d6c', `X-Auth-Token: ${REDACTED}`],
    ['X-Goog-Key: abc', `X-Goog-Key: ${REDACTED}`],
    ['X-Client-Secret: abc', `X-Client-Secret: ${REDACTED}`],
    ['X-Db-Password-Hash: abc', `X-Db-Password-Hash: ${REDACTED}`],
    ['apikey: abc', `apikey: ${REDACTED}`],
    ['X-Forwarded-Authorization: Bearer abc.def', `X-Forwarded-Authorization: Bearer ${REDACTED}`],
  ])('by name: %s', (line, expected) => {
    expect(redactCredentials(line)).toBe(expected);
  });

  // By pattern: credentials in URLs (the start line, Referer, Location, Link...) and in fields whose name says nothing.
  it.each([
    ['GET /api/orders?token=s3cr3t&page=2 HTTP/1.1', `GET /api/orders?token=${REDACTED}&page=2 HTTP/1.1`],
    ['GET /cb?code=Spl1x&state=af0ifjsldkj HTTP/1.1', `GET /cb?code=${REDACTED}&state=af0ifjsldkj HTTP/1.1`],
    ['GET /a;jsessionid=0AB12 HTTP/1.1', `GET /a;jsessionid=${REDACTED} HTTP/1.1`],
    ['GET https://bob:hunter2@example.com/ HTTP/1.1', `GET https://bob:${REDACTED}@example.com/ HTTP/1.1`],
    [
      'Referer: https://app.example.com/list?access_token=ya29.a0Af&view=all',
      `Referer: https://app.example.com/list?access_token=${REDACTED}&view=all`,
    ],
    [
      'Referer: https://alice:pa55w0rd@intranet.example.com/x',
      `Referer: https://alice:${REDACTED}@intranet.example.com/x`,
    ],
    [
      'Location: https://app.example.com/cb#access_token=abc123&token_type=bearer',
      `Location: https://app.example.com/cb#access_token=${REDACTED}&token_type=${REDACTED}`,
    ],
    ['Location: https://ghp_abc@github.com/org/repo.git', `Location: https://${REDACTED}@github.com/org/repo.git`],
    [
      'Link: <https://api.example.com/items?api_key=k3y&page=3>; rel="next"',
      `Link: <https://api.example.com/items?api_key=${REDACTED}&page=3>; rel="next"`,
    ],
    [
      'Content-Location: /o?X-Amz-Credential=AKIA%2F2026&X-Amz-Signature=fe5f80f7&X-Amz-Expires=60',
      `Content-Location: /o?X-Amz-Credential=${REDACTED}&X-Amz-Signature=${REDACTED}&X-Amz-Expires=60`,
    ],
    [
      'Referer: https://x.blob.core.windows.net/c/b?sv=2022&sig=abc%3D',
      `Referer: https://x.blob.core.windows.net/c/b?sv=2022&sig=${REDACTED}`,
    ],
    ['X-Upstream: Bearer abcdefgh12345678', `X-Upstream: Bearer ${REDACTED}`],
    ['X-Trace: eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln', `X-Trace: ${REDACTED}`],
    ['X-Debug: key sk_live_4eC39HqLyjWDarjtT1zdp7dc used', `X-Debug: key ${REDACTED} used`],
    [':path: /stream?token=abc', `:path: /stream?token=${REDACTED}`],
  ])('by pattern: %s', (line, expected) => {
    expect(redactCredentials(line)).toBe(expected);
  });

  // What looks like a credential but is not one stays as written, so a reloaded head checks the same.
  it.each([
    'WWW-Authenticate: Bearer realm="api", error="invalid_token"',
    'WWW-Authenticate: Basic realm="Access to staging", charset="UTF-8"',
    "Content-Security-Policy: default-src 'self' https://cdn.example.com; img-src * data:",
    'Permissions-Policy: private-state-token-redemption=(), camera=()',
    'Strict-Transport-Security: max-age=31536000; includeSubDomains',
    'Link: <https://example.com/style.css>; rel=preload; as=style',
    'GET /orders?page=2&sort=asc HTTP/1.1',
    'Referer: https://example.com/search?q=token+rotation',
    'Public-Key-Pins: pin-sha256="d6qzRu9zOECb90Uez27xWltNsj0e1Md7GkYYkVoZWmM="; max-age=5184000',
    'Keep-Alive: timeout=5, max=1000',
    'Content-Type: text/html; charset=utf-8',
  ])('keeps %s', (line) => {
    expect(redactCredentials(line)).toBe(line);
  });

  it('keeps every other line as it was, the start line and the body included', () => {
    const head =
      'GET /a?b=1 HTTP/1.1\r\nHost: example.com\r\nAuthorization: Bearer t0k3n\r\nAccept: */*\r\n\r\nbody: text';
    expect(redactCredentials(head)).toBe(
      `GET /a?b=1 HTTP/1.1\r\nHost: example.com\r\nAuthorization: Bearer ${REDACTED}\r\nAccept: */*\r\n\r\nbody: text`,
    );
  });

  it('never keeps a credential, whatever surrounds it (property)', () => {
    // No "/": a URL password cannot hold one (the URL parser ends the authority there).
    const token = fc.stringMatching(/^[A-Za-z0-9._~+-]{12,40}$/);
    fc.assert(
      fc.property(
        token,
        fc.constantFrom(
          'Authorization: Bearer $',
          'Cookie: sid=$',
          'X-Auth-Token: $',
          'Ocp-Apim-Subscription-Key: $',
          'Referer: https://example.com/?a=1&access_token=$',
          'Location: https://example.com/cb#id_token=$&state=1',
          'Link: <https://api.example.com/?api_key=$>; rel="next"',
          'Referer: https://user:$@example.com/',
          'X-Anything: Bearer $',
        ),
        (secret, field) => {
          const text = `HTTP/1.1 200 OK\nContent-Type: text/html\n${field.replace('$', secret)}\nVary: Accept`;
          const once = redactCredentials(text);
          expect(once).not.toContain(secret);
          expect(redactCredentials(once)).toBe(once);
        },
      ),
    );
  });
});
