import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline:
    'Compare two JSON documents and see every added, removed and modified property, with exact numbers and any key order.',
  keywords: ['json', 'diff', 'compare', 'difference', 'changes', 'delta', 'object comparison', 'side by side'],
};

export default details;
