import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline:
    'Decode Base64 as you type: text when the bytes are UTF-8, a hex view and a file download when they are not.',
  keywords: [
    'base64',
    'base64url',
    'decode',
    'atob',
    'data url',
    'data uri',
    'rfc 4648',
    'base64 to file',
    'base64 to image',
  ],
  features: {
    title: 'Decoding Features',
    items: [
      {
        title: 'Any Base64',
        text: 'Standard (+ /) and URL-safe (- _) alphabets, with or without = padding; spaces, line breaks and a data: URL prefix are ignored.',
      },
      {
        title: 'Errors with Position',
        text: 'An invalid character is named with its line, column and offset; a wrong length or padding is explained.',
      },
      {
        title: 'Strict UTF-8',
        text: 'Text is shown only when the bytes are valid UTF-8, so nothing is silently replaced with �.',
      },
      {
        title: 'Binary as a File',
        text: 'Images, PDFs, archives and other binary data are shown as hex and can be downloaded, with the type recognized from the bytes.',
      },
    ],
  },
};

export default details;
