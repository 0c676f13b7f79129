import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'password-generator',
  name: 'Password and Passphrase Generator',
  description:
    'Generate strong random passwords (length, character sets, no look-alikes, one of each set) or passphrases from the EFF word list, with their entropy in bits; nothing is stored or shared.',
  icon: '🎲',
  family: 'custom',
  category: 'utility',
  accepts: [],
  primaryAction: 'Generate',
  load: () => import('./View'),
};

export default meta;
