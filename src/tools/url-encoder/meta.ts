import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'url-encoder',
  name: 'URL Encoder',
  description:
    'Percent-encode text for a URL component, a whole URL or a form body, as encodeURIComponent, encodeURI and URLSearchParams do.',
  tagline: 'Percent-encode text as you type: a URL component, a whole URL, or form data.',
  icon: '🔗',
  category: 'converter',
  keywords: [
    'url',
    'uri',
    'percent-encoding',
    'percent encode',
    'encodeURIComponent',
    'encodeURI',
    'urlencode',
    'query string',
    'escape',
    'x-www-form-urlencoded',
  ],
  accepts: ['text'],
  primaryAction: 'Encode',
  load: () => import('./View'),
};

export default meta;
