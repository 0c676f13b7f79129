import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'Say in one short line what the user gets from __NAME__.',
  keywords: ['css', 'border', 'generator'],
  features: {
    title: 'Features',
    items: [
      { title: 'Live Preview', text: 'The preview and the CSS follow the controls as they move.' },
      { title: 'Paste to Edit', text: 'Paste a declaration and the controls take it up, to change and copy again.' },
    ],
  },
};

export default details;
