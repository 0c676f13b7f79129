import { LiveText } from './LiveText';

export interface Statistic {
  label: string;
  value: string;
}

/**
 * A row of labelled figures, e.g. sizes and line counts after a run. `stale` dims them while they describe
 * input that has since changed. With `announce`, a screen reader hears the figures once they settle (a
 * validator's counts of valid and invalid values); figures that change with every keystroke (sizes, line
 * counts) are left unannounced by default.
 */
export function Statistics({
  items,
  label = 'Statistics',
  stale = false,
  announce = false,
}: {
  items: readonly Statistic[];
  label?: string;
  stale?: boolean;
  announce?: boolean;
}) {
  const spoken = announce && !stale ? `${label}: ${items.map((item) => `${item.label} ${item.value}`).join(', ')}` : '';
  return (
    <>
      {announce && <LiveText message={spoken} />}
      <dl
        aria-label={label}
        aria-busy={stale || undefined}
        className={`grid grid-cols-1 gap-3 transition-opacity ${items.length === 4 ? 'sm:grid-cols-2 lg:grid-cols-4' : 'sm:grid-cols-3'} ${stale ? 'opacity-60 delay-300' : ''}`}
      >
        {items.map((item) => (
          <div
            key={item.label}
            className="rounded-lg border border-gray-200 bg-white p-3 dark:border-gray-700 dark:bg-gray-900"
          >
            <dt className="text-xs font-medium tracking-wide text-gray-600 uppercase dark:text-gray-300">
              {item.label}
            </dt>
            <dd className="mt-1 text-lg font-semibold tabular-nums">{item.value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
