import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'Say in one short line what the user gets from __NAME__.',
  keywords: ['lines', 'json', 'array'],
  features: {
    title: 'Features',
    items: [
      { title: 'One Item a Line', text: 'Each line becomes a string of a JSON array, in order.' },
      { title: 'Copy or Download', text: 'Take the result to the clipboard or a file, or open it in another tool.' },
    ],
  },
};

export default details;
