import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'idn-converter',
  name: 'IDN Punycode Converter',
  description:
    'Convert internationalised domain names, e-mail addresses and URLs between Unicode and ASCII punycode (xn--), label by label, as browsers read them.',
  tagline:
    'Convert internationalised domain names, e-mail addresses and URLs between Unicode and punycode as you type.',
  icon: '🌐',
  category: 'converter',
  keywords: [
    'idn',
    'idna',
    'punycode',
    'xn--',
    'domain',
    'internationalized domain name',
    'unicode domain',
    'host name',
    'email',
    'url',
    'uts46',
    'rfc 3492',
  ],
  accepts: ['domain'],
  primaryAction: 'Convert',
  load: () => import('./View'),
};

export default meta;
