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
  features: {
    title: 'CSS Grid Generator Features',
    items: [
      {
        title: 'Tracks',
        text: 'Up to 24 columns and rows in fr, px, %, rem, auto, minmax() or repeat(auto-fill or auto-fit), with row and column gaps.',
      },
      {
        title: 'Named Areas',
        text: 'Drag across the cells, or use the keyboard or the fields, to name grid-template-areas.',
      },
      {
        title: 'Items',
        text: 'Up to 24 items, each placed automatically, in a named area, or by line numbers and spans.',
      },
      {
        title: 'CSS, HTML and Tailwind',
        text: 'Copy the CSS, the HTML or Tailwind classes, or paste a rule set to edit it.',
      },
    ],
  },
};

export default details;
