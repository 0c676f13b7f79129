import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'Reverse text as you type, by characters, words or lines, without breaking emoji or accents.',
  keywords: [
    'reverse',
    'backwards',
    'mirror',
    'flip',
    'invert',
    'string',
    'characters',
    'words',
    'lines',
    'emoji',
    'unicode',
  ],
  features: {
    title: 'How Text Is Reversed',
    items: [
      {
        title: 'Characters Stay Whole',
        text: 'Characters are reversed as a person sees them: flags 🇯🇵, families 👨‍👩‍👧‍👦, skin tones 👍🏽 and accents é stay intact, in any script.',
      },
      {
        title: 'Words in Place',
        text: 'Words swap order on each line while spaces and punctuation stay put: “one, two, three.” becomes “three, two, one.”',
      },
      {
        title: 'Lines',
        text: 'The last line comes first. Line breaks stay in their places, so a final line break stays at the end.',
      },
      {
        title: 'Any Language',
        text: 'Words are found by Unicode rules, so Chinese, Japanese and Thai without spaces reverse word by word; Hebrew and Arabic work too.',
      },
    ],
  },
};

export default details;
