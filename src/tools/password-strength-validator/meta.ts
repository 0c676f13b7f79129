import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'password-strength-validator',
  name: 'Password Strength Validator',
  description:
    'Check how guessable a password is with zxcvbn: the score from 0 to 4, crack times for four attacks, the patterns that weaken it, your own policy rules, and a generator of random passwords and passphrases.',
  tagline:
    'How long would this password survive an attack? zxcvbn’s score, crack times and the weak patterns in it, checked in your browser and never stored.',
  icon: '🔑',
  category: 'validator',
  keywords: [
    'password',
    'passphrase',
    'strength',
    'zxcvbn',
    'entropy',
    'crack time',
    'policy',
    'generator',
    'random password',
    'diceware',
    'security',
    'validate',
  ],
  accepts: ['password'],
  primaryAction: 'Validate as you type',
  load: () => import('./View'),
};

export default meta;
