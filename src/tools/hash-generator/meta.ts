import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'hash-generator',
  name: 'Hash Generator',
  description:
    'MD5, SHA-1, SHA-2, SHA-3, BLAKE2b and BLAKE3 digests (or HMACs) of text or a file of any size, in hex or Base64, compared with a digest you paste.',
  icon: '🔏',
  family: 'custom',
  category: 'converter',
  accepts: ['text'],
  primaryAction: 'Hash as you type',
  load: () => import('./View'),
};

export default meta;
