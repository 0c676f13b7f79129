import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'Percent-encode text as you type: a URL component, a whole URL, or form data.',
  keywords: [
    'url',
    'uri',
    'percent-encoding',
    'percent encode',
    'encodeURIComponent',
    'encodeURI',
    'urlencode',
    'query string',
    'escape',
    'x-www-form-urlencoded',
  ],
  features: {
    title: 'Encoding Rules',
    items: [
      {
        title: 'Three Modes',
        text: 'Component for one value, Whole URL for a complete address, Form for form bodies and query strings with + for spaces.',
      },
      {
        title: 'UTF-8 for Every Character',
        text: 'Accents, emoji, right-to-left and combining characters become their UTF-8 bytes: 😀 is %F0%9F%98%80, é is %C3%A9.',
      },
      {
        title: 'Same as the Browser',
        text: 'Results match encodeURIComponent, encodeURI and URLSearchParams byte for byte; each line can be encoded on its own.',
      },
      {
        title: 'Lone Surrogates Caught',
        text: 'Half an emoji has no UTF-8 form. Instead of "URI malformed" you get its line, column and offset.',
      },
    ],
  },
};

export default details;
