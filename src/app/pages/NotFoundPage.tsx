import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { searchTools, tools } from '../../catalogue';
import { useDocumentTitle } from '../../kit/useDocumentTitle';
import { useSearchKeywords } from '../useToolDetails';
import { SearchBox } from '../SearchBox';
import { ToolLinkList } from '../ToolLinkList';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  const [query, setQuery] = useState('');
  const keywords = useSearchKeywords();
  const results = useMemo(() => (query.trim() ? searchTools(query, tools, keywords) : []), [query, keywords]);
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 py-8 text-center">
      <p className="text-6xl font-extrabold text-blue-600 dark:text-blue-400" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-bold">Page not found</h1>
      <p className="text-gray-600 dark:text-gray-300">
        There is no tool at this address. Search for the one you need, or go back home.
      </p>
      <div className="text-left">
        <SearchBox value={query} onChange={setQuery} />
        {query.trim() && (
          <div className="mt-3" aria-live="polite">
            <h2 className="mb-1 px-3 text-sm font-semibold">Search Results ({results.length})</h2>
            <ToolLinkList tools={results} />
          </div>
        )}
      </div>
      <Link
        href="/"
        className="self-center rounded-lg bg-blue-600 px-5 py-2.5 font-medium text-white hover:bg-blue-700"
      >
        Go to the home page
      </Link>
    </div>
  );
}
