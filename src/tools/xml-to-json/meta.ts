import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'xml-to-json',
  name: 'XML to JSON',
  heading: 'XML to JSON Converter',
  description:
    'Convert XML to pretty JSON with attributes merged into elements, arrays only for repeated elements and values kept as text.',
  icon: '🔄',
  family: 'converter',
  category: 'converter',
  accepts: ['xml'],
  primaryAction: 'Convert to JSON',
  load: () => import('./View'),
};

export default meta;
