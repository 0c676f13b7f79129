import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'string-length-counter',
  name: 'String Length Counter',
  description:
    'Count characters as people see them, code points, UTF-16 units, UTF-8 bytes, words, lines and spaces as you type.',
  tagline:
    'Every length of your text as you type: characters as people see them, code points, UTF-16 units, UTF-8 bytes, words, lines and spaces.',
  icon: '📏',
  category: 'utility',
  keywords: [
    'character count',
    'char count',
    'word count',
    'line count',
    'byte length',
    'utf-8 bytes',
    'utf-16',
    'code points',
    'graphemes',
    'string length',
    'text length',
  ],
  accepts: ['text'],
  primaryAction: 'Count',
  load: () => import('./View'),
};

export default meta;
