import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'css-grid-generator',
  name: 'CSS Grid Generator',
  description:
    'Design a CSS grid: column and row tracks in fr, px, auto, minmax() or repeat(auto-fill, minmax()), gaps, named areas drawn across the cells, and items placed by area or by lines. Copy the CSS, the HTML or Tailwind classes, or paste a rule set to edit it.',
  icon: '🔳',
  family: 'generator',
  category: 'frontend',
  accepts: ['css'],
  primaryAction: 'Generate as you change the controls',
  load: () => import('./View'),
};

export default meta;
