import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'json-to-xml',
  name: 'JSON to XML',
  heading: 'JSON to XML Converter',
  description:
    'Convert JSON to indented XML with a declaration and root element, repeated elements for arrays, valid names and exact numbers.',
  tagline:
    'Convert JSON to well-formed, indented XML: arrays repeat their element, keys become valid names, and numbers keep every digit.',
  icon: '🏷️',
  category: 'converter',
  keywords: [
    'json',
    'xml',
    'convert',
    'export',
    'serialize',
    'markup',
    'soap',
    'attributes',
    'element names',
    'xml declaration',
  ],
  accepts: ['json'],
  primaryAction: 'Convert to XML',
  load: () => import('./View'),
};

export default meta;
