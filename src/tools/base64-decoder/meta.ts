import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'base64-decoder',
  name: 'Base64 Decoder',
  description:
    'Decode standard or URL-safe Base64 and data URLs to text, or to a downloadable file when the bytes are binary.',
  icon: '🔑',
  category: 'converter',
  keywords: [
    'base64',
    'base64url',
    'decode',
    'atob',
    'data url',
    'data uri',
    'rfc 4648',
    'base64 to file',
    'base64 to image',
  ],
  load: () => import('./View'),
};

export default meta;
