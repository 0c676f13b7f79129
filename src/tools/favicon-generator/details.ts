import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'favicon.ico, PNGs, a maskable icon, the manifest and the tags, from an image or a few letters.',
  keywords: [
    'favicon',
    'icon',
    'ico',
    'favicon.ico',
    'apple-touch-icon',
    'maskable',
    'web app manifest',
    'site.webmanifest',
    'pwa',
    'png',
    'svg',
    'emoji favicon',
    'link tags',
  ],
  features: {
    title: 'Favicon Generator Features',
    items: [
      {
        title: 'The Whole Set',
        text: 'favicon.ico with 16, 32 and 48 px inside, PNGs up to 512 px, the Apple touch icon, a maskable icon, favicon.svg and site.webmanifest, with the tags that link them.',
      },
      {
        title: 'From Letters or an Emoji',
        text: 'One to three characters in a system font, on a square, rounded or round background, with padding.',
      },
      {
        title: 'From Your Image',
        text: 'PNG, JPEG, WebP or SVG, drawn in this browser: the file never leaves your machine, and an SVG stays vector in favicon.svg.',
      },
      {
        title: 'Ready for Phones',
        text: 'The maskable icon keeps your content inside the safe zone that Android launchers crop to, on a full-bleed background.',
      },
    ],
  },
};

export default details;
