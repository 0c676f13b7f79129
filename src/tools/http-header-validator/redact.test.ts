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

  it('keeps every other line as it was, the start line and the body included', () => {
    const head =
      'GET /a?b=1 HTTP/1.1\r\nHost: example.com\r\nAuthorization: Bearer t0k3n\r\nAccept: */*\r\n\r\nbody: text';
    expect(redactCredentials(head)).toBe(
      `GET /a?b=1 HTTP/1.1\r\nHost: example.com\r\nAuthorization: Bearer ${REDACTED}\r\nAccept: */*\r\n\r\nbody: text`,
    );
  });

  it('never keeps a credential, whatever surrounds it (property)', () => {
    const token = fc.stringMatching(/^[A-Za-z0-9._~+/-]{12,40}$/);
    fc.assert(
      fc.property(
        token,
        fc.constantFrom('Authorization: Bearer ', 'Cookie: sid=', 'X-Auth-Token: '),
        (secret, field) => {
          const text = `HTTP/1.1 200 OK\nContent-Type: text/html\n${field}${secret}\nVary: Accept`;
          expect(redactCredentials(text)).not.toContain(secret);
        },
      ),
    );
  });
});
