import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'base64-encoder',
  name: 'Base64 Encoder',
  description:
    'Encode UTF-8 text or any file to Base64, standard or URL-safe, with or without padding, or as a data URL.',
  icon: '🔐',
  family: 'transform',
  category: 'converter',
  accepts: ['text'],
  primaryAction: 'Encode',
  load: () => import('./View'),
};

export default meta;
