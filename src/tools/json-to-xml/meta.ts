import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'json-to-xml',
  name: 'JSON to XML Converter',
  description:
    'Convert JSON to indented XML with a declaration and root element, repeated elements for arrays, valid names and exact numbers.',
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
  load: () => import('./View'),
};

export default meta;
