import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'Build a flexbox layout live, then copy the CSS, HTML or Tailwind classes.',
  keywords: [
    'flexbox',
    'flex',
    'css',
    'layout',
    'justify-content',
    'align-items',
    'flex-grow',
    'flex-basis',
    'gap',
    'tailwind',
    'navbar',
    'holy grail',
  ],
};

export default details;
