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
};

export default details;
