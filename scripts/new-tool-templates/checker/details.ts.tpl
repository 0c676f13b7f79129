import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'Say in one short line what the user gets from __NAME__.',
  keywords: ['settings', 'key value', 'lint'],
  features: {
    title: 'Features',
    items: [
      { title: 'Problems in Place', text: 'Each problem is underlined in the editor; a click on it in the list goes there.' },
      { title: 'A Report to Share', text: 'Copy or download the problems as text or JSON, with their lines and columns.' },
    ],
  },
};

export default details;
