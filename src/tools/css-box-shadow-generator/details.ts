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
};

export default details;
