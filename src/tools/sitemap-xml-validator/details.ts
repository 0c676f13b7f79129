import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline:
    'Check a sitemap as you type: well-formed XML, loc, lastmod, changefreq and priority, the 50,000-URL and 50 MiB limits, duplicates and cross-host URLs, image, video, news and hreflang. Open a .xml.gz as it is.',
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
  features: {
    title: 'What the Sitemap Validator Checks',
    items: [
      {
        title: 'Well-formed XML',
        text: 'Matching tags, quoted attributes, a bare & or < in a URL, undefined entities, one root: the first error with its line and column, as crawlers stop there too.',
      },
      {
        title: 'sitemaps.org Protocol',
        text: 'urlset and sitemapindex in their namespace; loc absolute, escaped and at most 2,048 characters; lastmod in W3C Datetime; changefreq; priority 0.0–1.0; 50,000 URLs and 50 MiB; duplicate and cross-host URLs.',
      },
      {
        title: 'Image, Video and News',
        text: "Google's extensions: image:loc (and the tags retired in 2022), video's required thumbnail, title, description and content or player URL, duration and rating ranges, news publication, language, date and title.",
      },
      {
        title: 'hreflang and .xml.gz',
        text: 'xhtml:link alternates: rel="alternate", BCP 47 or x-default, absolute href, and pages that point back at each other. Open or drop a .xml.gz: it is decompressed in the page.',
      },
    ],
  },
};

export default details;
