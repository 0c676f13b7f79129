import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'base64-encoder',
  name: 'Base64 Encoder',
  description:
    'Encode UTF-8 text or any file to Base64, standard or URL-safe, with or without padding, or as a data URL.',
  tagline:
    'Encode text (as UTF-8) or any file to Base64 as you type: standard or URL-safe, with or without padding, or as a data URL.',
  icon: '🔐',
  category: 'converter',
  keywords: [
    'base64',
    'base64url',
    'encode',
    'btoa',
    'data url',
    'data uri',
    'rfc 4648',
    'mime',
    'file to base64',
    'image to base64',
  ],
  accepts: ['text'],
  primaryAction: 'Encode',
  load: () => import('./View'),
};

export default meta;
