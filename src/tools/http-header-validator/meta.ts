import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'http-header-validator',
  name: 'HTTP Header Validator',
  description:
    'Check raw HTTP request or response headers against RFC 9110 and 9112, validate forty well-known header values and grade the security headers.',
  icon: '📨',
  family: 'checker',
  category: 'validator',
  accepts: ['http-headers'],
  inputField: 'input',
  primaryAction: 'Validate as you type',
  load: () => import('./View'),
};

export default meta;
