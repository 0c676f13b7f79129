import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'favicon-generator',
  name: 'Favicon Generator',
  description:
    'Make a complete favicon set from an image (PNG, JPEG, SVG or WebP) or from letters or an emoji: favicon.ico, PNGs, the Apple touch icon, a maskable icon, favicon.svg, site.webmanifest and the <link> tags, as one ZIP.',
  icon: '🖼️',
  family: 'custom',
  category: 'frontend',
  accepts: ['emoji'],
  primaryAction: 'Generate as you change the controls',
  load: () => import('./View'),
};

export default meta;
