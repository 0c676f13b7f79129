import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'base64-decoder',
  name: 'Base64 Decoder',
  description:
    'Decode standard or URL-safe Base64 and data URLs to text, or to a downloadable file when the bytes are binary.',
  tagline:
    'Decode Base64 as you type: text when the bytes are UTF-8, a hex view and a file download when they are not.',
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
  accepts: ['base64'],
  primaryAction: 'Decode',
  load: () => import('./View'),
};

export default meta;
