import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'jwt-decoder',
  name: 'JWT Decoder',
  description:
    'Decode JSON Web Tokens: header, payload and claims explained, expiry in local time and UTC, and signature verification with a secret or public key.',
  icon: '🔐',
  family: 'custom',
  category: 'utility',
  accepts: ['jwt'],
  primaryAction: 'Decode and verify',
  load: () => import('./View'),
};

export default meta;
