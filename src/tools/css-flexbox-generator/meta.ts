import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'css-flexbox-generator',
  name: 'CSS Flexbox Generator',
  description:
    'Lay out a flex container and its items with live controls: direction, wrap, justify and align, gaps, and each item’s order, grow, shrink, basis and align-self. Copy the CSS, the HTML or Tailwind classes, or paste a rule set to edit it.',
  icon: '↔️',
  family: 'generator',
  category: 'frontend',
  accepts: ['css'],
  primaryAction: 'Generate as you change the controls',
  load: () => import('./View'),
};

export default meta;
