import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'Collapse runs of spaces and tabs, trim lines and drop surplus empty lines as you type.',
  keywords: [
    'whitespace',
    'trim',
    'collapse spaces',
    'double spaces',
    'tabs',
    'blank lines',
    'empty lines',
    'line breaks',
    'clean text',
    'normalize spaces',
    'nbsp',
  ],
  features: {
    title: 'Cleaning Rules',
    items: [
      {
        title: 'Every Kind of Space',
        text: 'Spaces, tabs, no-break spaces, ideographic and other Unicode spaces. Two or more in a row become one space; a single tab between words is left alone.',
      },
      {
        title: 'Tidy Lines',
        text: 'Spaces at the start and end of each line go. Lines with only spaces count as empty: keep them, keep one between paragraphs, or remove them all.',
      },
      {
        title: 'One Line on Request',
        text: 'Join all lines into one, separated by single spaces: for text copied out of PDFs and e-mails with hard line breaks.',
      },
      {
        title: 'Nothing Else Changes',
        text: 'Only spaces, tabs and line breaks are removed, and the count says how many. Emoji, accents, right-to-left text and Windows line breaks stay as they are.',
      },
    ],
  },
};

export default details;
