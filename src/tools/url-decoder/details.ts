import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'Decode percent-encoded text as you type, with any malformed sequence pointed out.',
  keywords: [
    'url',
    'uri',
    'percent-decoding',
    'percent decode',
    'decodeURIComponent',
    'decodeURI',
    'urldecode',
    'query string',
    'unescape',
    'x-www-form-urlencoded',
  ],
  features: {
    title: 'Decoding Rules',
    items: [
      {
        title: 'Three Modes',
        text: 'Component decodes every escape; Whole URL keeps %2F, %3F, %23 and the other structural escapes; Form also turns + into a space.',
      },
      {
        title: 'Strict UTF-8',
        text: 'Escaped bytes must form valid UTF-8. Overlong forms, surrogates and cut-off sequences are reported, never turned into �.',
      },
      {
        title: 'Errors with Position',
        text: 'A stray %, a bad hex digit or a broken byte sequence is reported with its line, column and offset.',
      },
      {
        title: 'Everything Else Kept',
        text: 'Text that is not escaped, emoji, right-to-left text and line breaks pass through exactly as they are.',
      },
    ],
  },
};

export default details;
