import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'url-decoder',
  name: 'URL Decoder',
  description:
    'Decode percent-encoded URLs, components and form data back to text, with every malformed sequence pointed out.',
  tagline: 'Decode percent-encoded text as you type, with any malformed sequence pointed out.',
  icon: '🔓',
  category: 'converter',
  keywords: [
    'url',
    'uri',
    'percent-decoding',
    'percent decode',
    'decodeURIComponent',
    'decodeURI',
    'urldecode',
    'query string',
    'unescape',
    'x-www-form-urlencoded',
  ],
  accepts: ['percent-encoded'],
  primaryAction: 'Decode',
  load: () => import('./View'),
};

export default meta;
