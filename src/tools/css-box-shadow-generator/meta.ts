import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'css-box-shadow-generator',
  name: 'CSS Box Shadow Generator',
  description:
    'Build a CSS box-shadow from several layers (offsets, blur, spread, colour with opacity, inset), start from Material elevations, soft or neumorphic presets, or paste an existing shadow to edit it; copy the CSS or the Tailwind class.',
  icon: '🌗',
  family: 'generator',
  category: 'frontend',
  accepts: ['css'],
  primaryAction: 'Generate as you change the controls',
  load: () => import('./View'),
};

export default meta;
