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
};

export default details;
