import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'Keyframes and timing, previewed as you edit.',
  keywords: [
    'animation',
    'keyframes',
    '@keyframes',
    'cubic-bezier',
    'easing',
    'steps',
    'transition',
    'transform',
    'bounce',
    'fade',
    'spin',
    'shake',
    'pulse',
    'tailwind',
  ],
  features: {
    title: 'CSS Animation Generator Features',
    items: [
      {
        title: 'Keyframes',
        text: 'Up to 50 keyframes, each able to translate, rotate, scale, fade and recolour the element.',
      },
      {
        title: 'Timing',
        text: 'Duration, delay, iterations or infinite, direction and fill mode, with a named easing, a cubic-bezier() curve you drag, or steps().',
      },
      {
        title: 'Live Preview',
        text: 'Play, pause and restart the animation; if your system asks for less motion, it holds still on its first frame until you choose to play it.',
      },
      {
        title: 'Paste to Edit',
        text: 'Paste @keyframes and an animation declaration, or start from a preset; copy the CSS or the Tailwind class.',
      },
    ],
  },
};

export default details;
