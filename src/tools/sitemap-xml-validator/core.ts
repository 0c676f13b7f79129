/**
 * A sitemap checker: XML well-formedness first, then the sitemaps.org protocol (urlset and sitemapindex,
 * loc, lastmod, changefreq, priority, the 50,000-URL and 50 MiB limits) and Google's image, video and news
 * extensions and xhtml:link hreflang alternates, with duplicate and cross-host URLs.
 */
import { scanXml } from './xml-scanner';
import { HOSTS_LISTED, SitemapCheck, type SitemapReport } from './model';
import {
  addText,
  checkAlternatesReciprocal,
  checkCrossHost,
  checkDoctype,
  checkSize,
  endElement,
  startElement,
  wantsText,
} from './rules';

export {
  CHILDREN_LISTED,
  MAX_BYTES,
  MAX_LOC_LENGTH,
  MAX_URLS,
  PROBLEMS_PER_CODE,
  parseW3cDatetime,
  type ChildSitemap,
  type HostCount,
  type SitemapReport,
} from './model';

/** Checks a sitemap or sitemap index (the decompressed XML text): the scan runs the element rules, then the document's. */
export function checkSitemap(text: string): SitemapReport {
  const check = new SitemapCheck(text);
  const error = scanXml(text, {
    doctype: (offset) => checkDoctype(check, offset),
    start: (name, attributes, offset, selfClosing) => startElement(check, name, attributes, offset, selfClosing),
    wantsText: () => wantsText(check),
    text: (value, offset) => addText(check, value, offset),
    end: (_name, offset) => endElement(check, offset),
  });
  if (error) check.report('error', error.message, error.offset, error.length, error.code);
  checkSize(check);
  const counts = checkCrossHost(check);
  checkAlternatesReciprocal(check);

  const hosts = [...counts].map(([host, count]) => ({ host, count })).sort((a, b) => b.count - a.count);
  return {
    problems: check.listed.problems,
    problemTotal: check.listed.total,
    wellFormed: error === null,
    kind: check.kind,
    entries: check.entries,
    hosts: hosts.slice(0, HOSTS_LISTED),
    hostCount: hosts.length,
    lastmodEarliest: check.earliest?.value ?? null,
    lastmodLatest: check.latest?.value ?? null,
    bytes: check.bytes,
    images: check.images,
    videos: check.videos,
    news: check.news,
    alternates: check.alternates,
    children: check.children,
  };
}

export const SAMPLE_INPUT = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"
        xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"
        xmlns:xhtml="http://www.w3.org/1999/xhtml">
  <url>
    <loc>https://www.example.com/</loc>
    <lastmod>2025-03-01</lastmod>
    <changefreq>weekly</changefreq>
    <priority>1.0</priority>
    <xhtml:link rel="alternate" hreflang="en" href="https://www.example.com/"/>
    <xhtml:link rel="alternate" hreflang="de" href="https://www.example.com/de/"/>
  </url>
  <url>
    <loc>https://www.example.com/de/</loc>
    <lastmod>2025-03-01T09:30:00+01:00</lastmod>
    <xhtml:link rel="alternate" hreflang="en" href="https://www.example.com/"/>
    <xhtml:link rel="alternate" hreflang="de" href="https://www.example.com/de/"/>
  </url>
  <url>
    <loc>https://www.example.com/products?id=7&amp;colour=blue</loc>
    <lastmod>2024-11-15</lastmod>
    <changefreq>monthly</changefreq>
    <priority>0.8</priority>
    <image:image>
      <image:loc>https://www.example.com/images/blue-shirt.jpg</image:loc>
    </image:image>
  </url>
</urlset>
`;

export const INVALID_SAMPLE = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url>
    <loc>/about</loc>
    <lastmod>2024-13-01</lastmod>
    <changefreq>sometimes</changefreq>
    <priority>1.5</priority>
  </url>
  <url>
    <loc>https://shop.example.net/page?a=1&b=2</loc>
  </url>
</urlset>
`;
