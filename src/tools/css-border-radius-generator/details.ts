import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'Corners and organic blobs, as the shortest border-radius.',
  keywords: [
    'border-radius',
    'rounded corners',
    'radius',
    'blob',
    'organic shape',
    'elliptical corners',
    'circle',
    'pill',
    'css',
    'tailwind',
    'rounded-[]',
  ],
  features: {
    title: 'CSS Border Radius Generator Features',
    items: [
      {
        title: 'Four Corners',
        text: 'Link the corners or set each one, circular or elliptical (its own vertical radius), in px, % or rem; changing the unit converts the radii.',
      },
      {
        title: 'Drag on the Preview',
        text: 'Drag the handles on the box’s edges, or focus one and use the arrow keys, Page Up and Page Down.',
      },
      {
        title: 'Shortest Shorthand',
        text: 'The CSS is the shortest border-radius that says the same, with the Tailwind class beside it.',
      },
      {
        title: 'Paste to Edit',
        text: 'Paste a border-radius value or declaration, or the four longhands, or start from a preset such as a circle, pill, leaf or egg.',
      },
    ],
  },
};

export default details;
