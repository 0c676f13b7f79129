import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'Your page on several screen sizes side by side.',
  keywords: [
    'responsive',
    'viewport',
    'media query',
    'mobile',
    'device',
    'screen size',
    'iphone',
    'ipad',
    'pixel',
    'breakpoint',
    'preview',
    'localhost',
  ],
};

export default details;
