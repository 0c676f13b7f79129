/** The sitemap validator's own panels: the statistics and details of a sitemap, and the children of an index. */
import { DataTable, KeyValueList, Panel, Statistics, type Column } from '../../kit';
import { formatBytes, formatCount } from '../../lib/format';
import { CHILDREN_LISTED, type ChildSitemap, type SitemapReport } from './core';

export const childColumns: Column<ChildSitemap>[] = [
  { key: 'line', header: 'Line', align: 'right', width: 'w-16', value: (child) => child.line },
  { key: 'loc', header: 'Sitemap', value: (child) => child.loc, code: 'anywhere' },
  { key: 'lastmod', header: 'Last modified', value: (child) => child.lastmod ?? '' },
];

export function Summary({ result, stale }: { result: SitemapReport; stale: boolean }) {
  const index = result.kind === 'sitemapindex';
  const range =
    result.lastmodEarliest === null
      ? 'None'
      : result.lastmodEarliest === result.lastmodLatest
        ? result.lastmodEarliest
        : `${result.lastmodEarliest} – ${result.lastmodLatest}`;
  return (
    <>
      <Statistics
        stale={stale}
        items={[
          { label: index ? 'Sitemaps' : 'URLs', value: formatCount(result.entries) },
          { label: 'Hosts', value: formatCount(result.hostCount) },
          { label: 'Lastmod range', value: range },
          { label: 'Size', value: formatBytes(result.bytes) },
        ]}
      />
      <Panel title="Details" stale={stale}>
        <KeyValueList
          items={[
            {
              label: 'Kind',
              value:
                result.kind === 'urlset'
                  ? 'Sitemap (urlset)'
                  : index
                    ? 'Sitemap index (sitemapindex)'
                    : 'Not a sitemap',
            },
            ...(result.kind === 'urlset'
              ? [
                  { label: 'Images', value: formatCount(result.images) },
                  { label: 'Videos', value: formatCount(result.videos) },
                  { label: 'News', value: formatCount(result.news) },
                  { label: 'hreflang links', value: formatCount(result.alternates) },
                ]
              : []),
            {
              label: 'Hosts',
              value:
                result.hosts.length === 0 ? (
                  'None'
                ) : (
                  <ul className="flex flex-col gap-0.5">
                    {result.hosts.map((host) => (
                      <li key={host.host} className="[overflow-wrap:anywhere]">
                        <code>{host.host}</code> ({formatCount(host.count)})
                      </li>
                    ))}
                    {result.hostCount > result.hosts.length && (
                      <li>…and {formatCount(result.hostCount - result.hosts.length)} more</li>
                    )}
                  </ul>
                ),
            },
          ]}
        />
      </Panel>
      {index && (
        <Panel title="Child sitemaps" stale={stale}>
          {result.entries > result.children.length && (
            <p className="text-sm">
              Listing the first {formatCount(Math.min(result.children.length, CHILDREN_LISTED))} of{' '}
              {formatCount(result.entries)}.
            </p>
          )}
          <DataTable
            caption="Child sitemaps"
            columns={childColumns}
            rows={result.children}
            rowKey={(child) => `${child.line}:${child.loc}`}
            csvFileName="child-sitemaps.csv"
            empty={<p className="text-sm">No child sitemaps with a valid loc.</p>}
          />
        </Panel>
      )}
    </>
  );
}
