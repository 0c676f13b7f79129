import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'idn-converter',
  name: 'IDN Punycode Converter',
  description:
    'Convert internationalised domain names, e-mail addresses and URLs between Unicode and ASCII punycode (xn--), label by label, as browsers read them.',
  icon: '🌐',
  family: 'transform',
  category: 'converter',
  accepts: ['domain'],
  primaryAction: 'Convert',
  load: () => import('./View'),
};

export default meta;
