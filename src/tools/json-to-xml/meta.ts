import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'json-to-xml',
  name: 'JSON to XML',
  heading: 'JSON to XML Converter',
  description:
    'Convert JSON to indented XML with a declaration and root element, repeated elements for arrays, valid names and exact numbers.',
  icon: '🏷️',
  family: 'converter',
  category: 'converter',
  accepts: ['json'],
  primaryAction: 'Convert to XML',
  load: () => import('./View'),
};

export default meta;
