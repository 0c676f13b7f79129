import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'Placeholder text by the paragraph, sentence, word or list item, as plain text or HTML.',
  keywords: ['lorem', 'ipsum', 'lorem ipsum', 'placeholder text', 'dummy text', 'filler text', 'latin', 'mock'],
  features: {
    title: 'Features',
    items: [
      {
        title: 'Four Shapes',
        text: 'Paragraphs of three to seven sentences, single sentences, a number of words, or list items.',
      },
      {
        title: 'The Classic Opening',
        text: '"Lorem ipsum dolor sit amet, consectetur adipiscing elit…" first, or straight into random text.',
      },
      { title: 'Plain Text or HTML', text: 'Paragraphs in <p> elements and list items in a <ul>, ready to paste.' },
      {
        title: 'Same Seed, Same Text',
        text: 'A seed makes the text repeatable in a share link or after a reload; Regenerate picks a new one.',
      },
    ],
  },
};

export default details;
