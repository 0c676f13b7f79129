import { Clock, Star, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { findTool, tools, type Tool } from '../../catalogue';
import { Button } from '../../kit/Button';
import { useDocumentTitle } from '../../kit/useDocumentTitle';
import { formatRelativeTime } from '../../lib/format';
import { useUserStore } from '../../state/user';
import { ToolGrid } from '../ToolCard';

function EmptyState({ title, text, linkText }: { title: string; text: string; linkText: string }) {
  return (
    <div className="rounded-xl border border-dashed border-gray-300 p-8 text-center dark:border-gray-700">
      <h3 className="text-lg font-semibold">{title}</h3>
      <p className="mt-1 text-gray-600 dark:text-gray-300">{text}</p>
      <Link
        href="/"
        className="mt-4 inline-block rounded-lg bg-blue-600 px-4 py-2 font-medium text-white hover:bg-blue-700"
      >
        {linkText}
      </Link>
    </div>
  );
}

export function FavoritesPage() {
  useDocumentTitle('Favorites & History');
  const favoriteIds = useUserStore((state) => state.favorites);
  const history = useUserStore((state) => state.history);
  const clearHistory = useUserStore((state) => state.clearHistory);
  const favorites = useMemo(
    () => favoriteIds.map(findTool).filter((tool): tool is Tool => tool !== undefined),
    [favoriteIds],
  );
  const now = Date.now();

  const counters = [
    { label: 'Favorite Tools', value: favorites.length },
    { label: 'Recent Items', value: history.length },
    { label: 'Total Tools', value: tools.length },
  ];

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10">
      <h1 className="text-3xl font-extrabold">Favorites &amp; History</h1>

      <section aria-labelledby="favorites-heading">
        <h2 id="favorites-heading" className="mb-4 flex items-center gap-2 text-2xl font-bold">
          <Star className="h-6 w-6 text-yellow-500" aria-hidden="true" />
          Favorite Tools ({favorites.length})
        </h2>
        {favorites.length > 0 ? (
          <ToolGrid tools={favorites} />
        ) : (
          <EmptyState
            title="No Favorite Tools Yet"
            text="Star a tool to keep it one click away."
            linkText="Browse Tools"
          />
        )}
      </section>

      <section aria-labelledby="history-heading">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          <h2 id="history-heading" className="flex items-center gap-2 text-2xl font-bold">
            <Clock className="h-6 w-6 text-blue-600 dark:text-blue-400" aria-hidden="true" />
            Recent History ({history.length})
          </h2>
          {history.length > 0 && (
            <Button variant="danger" onClick={clearHistory} icon={<Trash2 className="h-4 w-4" aria-hidden="true" />}>
              Clear History
            </Button>
          )}
        </div>
        {history.length > 0 ? (
          <ol className="divide-y divide-gray-200 rounded-xl border border-gray-200 dark:divide-gray-800 dark:border-gray-800">
            {history.map((entry) => {
              const tool = findTool(entry.id);
              return (
                <li key={entry.id}>
                  <Link
                    href={entry.path}
                    className="flex items-center justify-between gap-3 px-4 py-3 hover:bg-gray-50 dark:hover:bg-gray-900"
                  >
                    <span className="flex items-center gap-3">
                      <span aria-hidden="true">{tool?.icon ?? '🧰'}</span>
                      <span className="font-medium">{entry.name}</span>
                    </span>
                    <time
                      dateTime={new Date(entry.timestamp).toISOString()}
                      className="text-sm text-gray-600 dark:text-gray-300"
                    >
                      {formatRelativeTime(entry.timestamp, now)}
                    </time>
                  </Link>
                </li>
              );
            })}
          </ol>
        ) : (
          <EmptyState title="No History Yet" text="Tools you open will show up here." linkText="Start Using Tools" />
        )}
      </section>

      <section aria-label="Counters" className="grid gap-4 sm:grid-cols-3">
        {counters.map((counter) => (
          <div key={counter.label} className="rounded-xl border border-gray-200 p-5 text-center dark:border-gray-800">
            <p className="text-3xl font-extrabold tabular-nums">{counter.value}</p>
            <p className="text-sm text-gray-600 dark:text-gray-300">{counter.label}</p>
          </div>
        ))}
      </section>
    </div>
  );
}
