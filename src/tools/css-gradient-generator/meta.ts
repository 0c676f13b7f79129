import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'css-gradient-generator',
  name: 'CSS Gradient Generator',
  description:
    'Build linear, radial and conic gradients (and their repeating forms) with colour stops you drag on a bar, hard stops and the colour space they blend in; paste a gradient to edit it, and copy the CSS or the Tailwind class.',
  icon: '🌈',
  family: 'generator',
  category: 'frontend',
  accepts: ['css'],
  primaryAction: 'Generate as you change the controls',
  load: () => import('./View'),
};

export default meta;
