import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'xml-to-json',
  name: 'XML to JSON Converter',
  description:
    'Convert XML to pretty JSON with attributes merged into elements, arrays only for repeated elements and values kept as text.',
  icon: '🔄',
  category: 'converter',
  keywords: [
    'xml',
    'json',
    'convert',
    'parse',
    'attributes',
    'soap',
    'rss',
    'atom',
    'svg',
    'sitemap',
    'config',
    'cdata',
    'namespace',
  ],
  load: () => import('./View'),
};

export default meta;
