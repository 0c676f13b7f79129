import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'url-validator',
  name: 'URL Validator',
  description:
    'Parse a URL as browsers do (WHATWG) and check it against RFC 3986 as you type: scheme, credentials, host in Unicode and punycode, port, path, decoded query parameters and fragment, with warnings for plain http, IP hosts, homographs and encoded characters.',
  icon: '🔗',
  family: 'validator',
  category: 'validator',
  accepts: ['url'],
  primaryAction: 'Validate as you type',
  load: () => import('./View'),
};

export default meta;
