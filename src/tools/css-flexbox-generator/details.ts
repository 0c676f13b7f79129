import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'Build a flexbox layout live, then copy the CSS, HTML or Tailwind classes.',
  keywords: [
    'flexbox',
    'flex',
    'css',
    'layout',
    'justify-content',
    'align-items',
    'flex-grow',
    'flex-basis',
    'gap',
    'tailwind',
    'navbar',
    'holy grail',
  ],
  features: {
    title: 'CSS Flexbox Generator Features',
    items: [
      {
        title: 'Container and Items',
        text: 'Set flex-direction, wrap, justify-content, align-items, align-content and the gaps, then pick each of up to 12 items to set its order, grow, shrink, basis and align-self.',
      },
      {
        title: 'Live Preview',
        text: 'The layout is drawn in a sandboxed frame as you change a control, with the item you are editing outlined.',
      },
      {
        title: 'CSS, HTML and Tailwind',
        text: 'Copy the CSS, the matching HTML, or the same layout as Tailwind classes.',
      },
      {
        title: 'Paste to Edit',
        text: 'Paste a container rule with display: flex and its items’ rules, or start from a preset; the controls take them up.',
      },
    ],
  },
};

export default details;
