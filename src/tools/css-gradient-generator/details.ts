import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'Linear, radial and conic gradients, with stops you can drag.',
  keywords: [
    'gradient',
    'linear-gradient',
    'radial-gradient',
    'conic-gradient',
    'repeating gradient',
    'background',
    'background-image',
    'color stops',
    'colour stops',
    'oklch',
    'hard stop',
    'stripes',
    'tailwind',
  ],
};

export default details;
