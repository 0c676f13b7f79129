import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'url-decoder',
  name: 'URL Decoder',
  description:
    'Decode percent-encoded URLs, components and form data back to text, with every malformed sequence pointed out.',
  icon: '🔓',
  family: 'transform',
  category: 'converter',
  accepts: ['percent-encoded'],
  primaryAction: 'Decode',
  load: () => import('./View'),
};

export default meta;
