import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'password-strength-validator',
  name: 'Password Strength Validator',
  description:
    'Check how guessable a password is with zxcvbn: the score from 0 to 4, crack times for four attacks, the patterns that weaken it, and your own policy rules, for one password or a list.',
  icon: '🔑',
  family: 'validator',
  category: 'validator',
  accepts: ['password'],
  primaryAction: 'Validate as you type',
  load: () => import('./View'),
};

export default meta;
