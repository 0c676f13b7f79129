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
  features: {
    title: 'CSS Gradient Generator Features',
    items: [
      {
        title: 'Linear, Radial and Conic',
        text: 'Set the angle or direction, the shape, size and centre, or the start angle, and make any of them repeating.',
      },
      {
        title: 'Colour Stops',
        text: 'Up to 50 stops, dragged on a bar or set by number; two stops at one position make a hard edge.',
      },
      {
        title: 'Colour Space',
        text: 'Choose the space the colours blend in, and which way round the hue turns in a polar space.',
      },
      {
        title: 'Paste to Edit',
        text: 'Paste a gradient or a background declaration holding one; copy the CSS or the Tailwind class.',
      },
    ],
  },
};

export default details;
