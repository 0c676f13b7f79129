import { ChevronRight } from 'lucide-react';
import { useId } from 'react';
import type { ToolDetails } from '../catalogue/types';

/**
 * What a tool does, from its details: a closed disclosure under the work area, so the page is the tool and
 * its explanation is one click away (the feature cards once ran pages to 3,600 px on a phone).
 */
export function AboutTool({ features }: { features: NonNullable<ToolDetails['features']> }) {
  const headingId = useId();
  return (
    <details className="group rounded-xl border border-gray-200 bg-gray-50 dark:border-gray-800 dark:bg-gray-900/50">
      <summary className="flex cursor-pointer items-center gap-2 rounded-xl px-4 py-3 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600">
        <ChevronRight className="h-4 w-4 shrink-0 transition-transform group-open:rotate-90" aria-hidden="true" />
        About this tool
      </summary>
      <section aria-labelledby={headingId} className="px-4 pb-4">
        <h2 id={headingId} className="mb-3 text-lg font-semibold">
          {features.title}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {features.items.map((item) => (
            <li key={item.title} className="rounded-lg bg-white p-4 shadow-sm dark:bg-gray-900">
              <h3 className="font-medium">{item.title}</h3>
              <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">{item.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </details>
  );
}
