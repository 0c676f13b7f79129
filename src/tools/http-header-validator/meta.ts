import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'http-header-validator',
  name: 'HTTP Header Validator',
  description:
    'Check raw HTTP request or response headers against RFC 9110 and 9112, validate forty well-known header values and grade the security headers.',
  tagline:
    'Paste a request or response head, or headers copied from devtools: syntax, structured fields, Cache-Control, CSP, HSTS, CORS, Set-Cookie and more are checked as you type, with a security grade from A+ to F.',
  icon: '📨',
  category: 'validator',
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
  accepts: ['http-headers'],
  inputField: 'input',
  primaryAction: 'Validate as you type',
  load: () => import('./View'),
};

export default meta;
