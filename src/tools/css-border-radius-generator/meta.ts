import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'css-border-radius-generator',
  name: 'CSS Border Radius Generator',
  description:
    'Shape the four corners of a box, linked or one by one, each circular or elliptical, in px, % or rem, by slider or by dragging handles on the preview; start from blob, circle or pill presets, or paste a border-radius to edit it, and copy the shortest shorthand or the Tailwind class.',
  icon: '🔘',
  family: 'generator',
  category: 'frontend',
  accepts: ['css'],
  primaryAction: 'Generate as you change the controls',
  load: () => import('./View'),
};

export default meta;
