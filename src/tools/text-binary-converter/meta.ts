import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'text-binary-converter',
  name: 'Text to Binary',
  heading: 'Text to Binary Converter',
  description: 'Convert text to 8-bit binary groups of its UTF-8 bytes and back, with clear errors for bad binary.',
  tagline: 'Convert text to the 8-bit groups of its UTF-8 bytes and back, live as you type.',
  icon: '💾',
  category: 'converter',
  keywords: ['binary', 'bits', 'bytes', '0 and 1', 'utf-8', 'text to binary', 'binary to text', 'decode', 'encode'],
  accepts: ['text', 'binary'],
  primaryAction: 'Convert',
  load: () => import('./View'),
};

export default meta;
