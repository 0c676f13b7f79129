import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'base64-decoder',
  name: 'Base64 Decoder',
  description:
    'Decode standard or URL-safe Base64 and data URLs to text, or to a downloadable file when the bytes are binary.',
  icon: '🔑',
  family: 'transform',
  category: 'converter',
  accepts: ['base64'],
  primaryAction: 'Decode',
  load: () => import('./View'),
};

export default meta;
