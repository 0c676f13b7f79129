import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'favicon-generator',
  name: 'Favicon Generator',
  description:
    'Make a complete favicon set from an image (PNG, JPEG, SVG or WebP) or from letters or an emoji: favicon.ico, PNGs, the Apple touch icon, a maskable icon, favicon.svg, site.webmanifest and the <link> tags, as one ZIP.',
  tagline: 'favicon.ico, PNGs, a maskable icon, the manifest and the tags, from an image or a few letters.',
  icon: '🖼️',
  category: 'frontend',
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
  accepts: ['emoji'],
  primaryAction: 'Generate as you change the controls',
  load: () => import('./View'),
};

export default meta;
