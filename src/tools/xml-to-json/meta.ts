import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'xml-to-json',
  name: 'XML to JSON',
  heading: 'XML to JSON Converter',
  description:
    'Convert XML to pretty JSON with attributes merged into elements, arrays only for repeated elements and values kept as text.',
  tagline:
    'Convert XML documents to JSON: attributes merged into their elements, arrays only where elements repeat, and every value kept as written.',
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
  accepts: ['xml'],
  primaryAction: 'Convert to JSON',
  load: () => import('./View'),
};

export default meta;
