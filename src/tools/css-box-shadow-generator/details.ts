import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'Layered shadows with a live preview, as CSS and Tailwind.',
  keywords: [
    'box-shadow',
    'shadow',
    'drop shadow',
    'inset shadow',
    'elevation',
    'material design',
    'neumorphism',
    'neumorphic',
    'css',
    'tailwind',
    'shadow-[]',
  ],
  features: {
    title: 'CSS Box Shadow Generator Features',
    items: [
      {
        title: 'Layered Shadows',
        text: 'Up to 20 layers, each with its offsets, blur, spread, colour with opacity and inset; reorder or remove them from the keyboard.',
      },
      {
        title: 'Presets and Elevations',
        text: 'Start from soft, hard or neumorphic presets, or from a Material elevation.',
      },
      {
        title: 'Live Preview',
        text: 'The shadow is drawn on a box whose size, corner radius, colour and page background you choose.',
      },
      {
        title: 'Paste to Edit',
        text: 'Paste a box-shadow value, declaration or rule; copy the CSS or the Tailwind class.',
      },
    ],
  },
};

export default details;
