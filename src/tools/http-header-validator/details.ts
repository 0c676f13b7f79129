import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline:
    'Paste a request or response head, or headers copied from devtools: syntax, structured fields, Cache-Control, CSP, HSTS, CORS, Set-Cookie and more are checked as you type, with a security grade from A+ to F.',
  keywords: [
    'http headers',
    'response headers',
    'request headers',
    'security headers',
    'csp',
    'content security policy',
    'hsts',
    'cors',
    'set-cookie',
    'cache-control',
    'structured fields',
    'rfc 9110',
    'rfc 9651',
    'samesite',
  ],
  features: {
    title: 'HTTP Header Validator Features',
    items: [
      {
        title: 'RFC 9110 and 9112 Syntax',
        text: 'Start line, field names as tokens, whitespace before the colon, obs-fold, control characters, bare CR and NUL, and fields that must not repeat (Content-Length, Host, Content-Type...), with lists combined.',
      },
      {
        title: 'Forty Header Values',
        text: 'Content-Type, Cache-Control, ETag, dates, CSP, HSTS, CORS, Set-Cookie (SameSite, __Host-), Referrer-Policy, Permissions-Policy, Link, Alt-Svc, Authorization and more, each message saying what is wrong and why.',
      },
      {
        title: 'Structured Fields',
        text: 'Fields defined by RFC 9651 (Priority, Cache-Status, Proxy-Status, Permissions-Policy, Accept-CH, Sec-CH-UA, COOP, COEP...) are parsed as structured fields, with the position of a parse error.',
      },
      {
        title: 'Security Grade',
        text: 'A response gets a grade from A+ to F, in the manner of securityheaders.com: each expected header present, weak or missing, what it costs and how to fix it.',
      },
    ],
  },
};

export default details;
