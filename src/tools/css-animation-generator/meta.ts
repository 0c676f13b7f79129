import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'css-animation-generator',
  name: 'CSS Animation Generator',
  description:
    'Design a CSS animation: keyframes that move, turn, scale, fade and recolour an element, with duration, delay, repeats, direction, fill mode and a cubic-bezier() or steps() timing; preview it, paste @keyframes to edit them, and copy the CSS.',
  icon: '🎞️',
  family: 'generator',
  category: 'frontend',
  accepts: ['css'],
  primaryAction: 'Generate as you change the controls',
  load: () => import('./View'),
};

export default meta;
