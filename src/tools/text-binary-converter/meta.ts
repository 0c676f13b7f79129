import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'text-binary-converter',
  name: 'Text to Binary',
  heading: 'Text to Binary Converter',
  description: 'Convert text to 8-bit binary groups of its UTF-8 bytes and back, with clear errors for bad binary.',
  icon: '💾',
  family: 'transform',
  category: 'converter',
  accepts: ['text', 'binary'],
  primaryAction: 'Convert',
  load: () => import('./View'),
};

export default meta;
