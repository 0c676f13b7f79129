/** The Load Sample texts: kept apart from the checker, so the screen can show them without loading it. */

export const SAMPLE_INPUT = `HTTP/1.1 200 OK
Date: Thu, 26 Nov 2026 10:15:00 GMT
Content-Type: text/html; charset=utf-8
Content-Length: 5120
Cache-Control: public, max-age=3600, no-store
ETag: "33a64df551425fcc55e4d42a148795d9f25f89d4"
Last-Modified: Tue, 24 Nov 2026 08:00:00 GMT
Strict-Transport-Security: max-age=86400; includeSubDomains
Content-Security-Policy: default-src 'self'; script-src 'self' 'unsafe-inline' https://cdn.example.com; img-src * data:
X-Content-Type-Options: nosniff
X-Frame-Options: SAMEORIGIN
Referrer-Policy: strict-origin-when-cross-origin
Set-Cookie: session=38afes7a8; Path=/; Secure; HttpOnly; SameSite=Lax
Set-Cookie: theme=dark; SameSite=None
Vary: Accept-Encoding
Server: nginx/1.25.3
`;

export const REQUEST_SAMPLE = `GET /api/orders?page=2 HTTP/1.1
Host: shop.example.com
User-Agent: Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36
Accept: application/json, text/plain;q=0.9, */*;q=0.8
Accept-Language: en-GB,en;q=0.9
Accept-Encoding: gzip, deflate, br, zstd
Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJl
If-None-Match: W/"5e15153d-120f", "abc"
Cookie: session=38afes7a8; theme=dark
Origin: https://shop.example.com
Sec-Fetch-Mode: cors
Sec-CH-UA: "Chromium";v="131", "Not_A Brand";v="24"
`;

export const BROKEN_SAMPLE = `HTTP/1.1 200 OK
Content-Type : text/html
Content-Length: 120
Content-Length: 99
X-Frame-Options: ALLOW-FROM https://example.com
Cache-Control: max-age=abc
Set-Cookie: __Host-id=1; Path=/app
Priority: u=9, i
`;
