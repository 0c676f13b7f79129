import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'Draw a CSS grid with named areas, then copy the CSS, HTML or Tailwind classes.',
  keywords: [
    'css grid',
    'grid',
    'layout',
    'grid-template-columns',
    'grid-template-areas',
    'minmax',
    'auto-fill',
    'fr',
    'tailwind',
    'holy grail',
    '12 column',
  ],
};

export default details;
