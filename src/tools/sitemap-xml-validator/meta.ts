import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'sitemap-xml-validator',
  name: 'Sitemap XML Validator',
  description:
    'Validate an XML sitemap or sitemap index against the sitemaps.org protocol and the image, video, news and hreflang extensions; opens .xml.gz files directly.',
  tagline:
    'Check a sitemap as you type: well-formed XML, loc, lastmod, changefreq and priority, the 50,000-URL and 50 MiB limits, duplicates and cross-host URLs, image, video, news and hreflang. Open a .xml.gz as it is.',
  icon: '🗺️',
  category: 'validator',
  keywords: [
    'sitemap',
    'sitemap.xml',
    'sitemap index',
    'urlset',
    'xml',
    'seo',
    'lastmod',
    'hreflang',
    'image sitemap',
    'video sitemap',
    'news sitemap',
    'xml.gz',
    'gzip',
    'sitemaps.org',
  ],
  accepts: ['xml'],
  inputField: 'input',
  primaryAction: 'Validate as you type',
  load: () => import('./View'),
};

export default meta;
