import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'email-validator',
  name: 'Email Validator',
  description:
    'Check e-mail addresses against RFC 5321 and 5322 as you type: quoted local parts, IP literals, IDN domains in Unicode and punycode, display names, the browser’s type=email rule, role accounts and domain typos, one by one or as a list.',
  icon: '📧',
  family: 'validator',
  category: 'validator',
  accepts: ['email'],
  primaryAction: 'Validate as you type',
  load: () => import('./View'),
};

export default meta;
