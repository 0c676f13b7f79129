import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline:
    'Encode text (as UTF-8) or any file to Base64 as you type: standard or URL-safe, with or without padding, or as a data URL.',
  keywords: [
    'base64',
    'base64url',
    'encode',
    'btoa',
    'data url',
    'data uri',
    'rfc 4648',
    'mime',
    'file to base64',
    'image to base64',
  ],
  features: {
    title: 'Encoding Features',
    items: [
      {
        title: 'UTF-8 Text',
        text: 'Text is encoded as its UTF-8 bytes, so accents, emoji and right-to-left scripts survive the round trip exactly.',
      },
      {
        title: 'Standard or URL-safe',
        text: 'RFC 4648 Base64 with + and /, or base64url with - and _ for URLs, file names and JWTs; padding optional.',
      },
      {
        title: 'Any File',
        text: 'Images, PDFs, archives: any file is read as bytes and encoded in the background, so large files never freeze the page.',
      },
      {
        title: 'Data URLs and MIME',
        text: 'Get a ready-to-use data: URL with the file type, or lines of 76 (MIME) or 64 (PEM) characters.',
      },
    ],
  },
};

export default details;
