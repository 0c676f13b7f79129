import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'yaml-to-json',
  name: 'YAML to JSON',
  heading: 'YAML to JSON Converter',
  description:
    'Convert YAML to pretty JSON with exact numbers, resolved anchors and merge keys, and errors that name the line and column.',
  icon: '📜',
  family: 'converter',
  category: 'converter',
  accepts: ['yaml'],
  primaryAction: 'Convert to JSON',
  load: () => import('./View'),
};

export default meta;
