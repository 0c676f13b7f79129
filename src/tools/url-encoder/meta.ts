import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'url-encoder',
  name: 'URL Encoder',
  description:
    'Percent-encode text for a URL component, a whole URL or a form body, as encodeURIComponent, encodeURI and URLSearchParams do.',
  icon: '🔗',
  family: 'transform',
  category: 'converter',
  accepts: ['text'],
  primaryAction: 'Encode',
  load: () => import('./View'),
};

export default meta;
