import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { categoryOf, type Tool } from '../catalogue';
import { FavoriteButton } from '../kit/FavoriteButton';

/**
 * A tool on the home and favorites pages. The whole card is clickable through its link's stretched
 * overlay; the star is a separate button above it, so starring never follows the link.
 */
export function ToolCard({ tool }: { tool: Tool }) {
  return (
    <article className="group relative flex flex-col rounded-xl border border-gray-200 bg-white p-5 shadow-sm transition hover:border-blue-400 hover:shadow-md dark:border-gray-800 dark:bg-gray-900 dark:hover:border-blue-500">
      <div className="flex items-start justify-between gap-2">
        <span className="text-3xl" aria-hidden="true">
          {tool.icon}
        </span>
        <FavoriteButton toolId={tool.id} toolName={tool.name} className="relative z-10" />
      </div>
      <h3 className="mt-3 font-semibold">
        <Link href={tool.path} className="after:absolute after:inset-0 after:rounded-xl after:content-['']">
          {tool.name}
        </Link>
      </h3>
      <p className="mt-1 flex-1 text-sm text-gray-600 dark:text-gray-300">{tool.description}</p>
      <div className="mt-4 flex items-center justify-between text-sm">
        <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-700 dark:bg-gray-800 dark:text-gray-200">
          {categoryOf(tool.category).title}
        </span>
        <span className="flex items-center gap-1 font-medium text-blue-700 dark:text-blue-300" aria-hidden="true">
          Open Tool <ArrowRight className="h-4 w-4" />
        </span>
      </div>
    </article>
  );
}

export function ToolGrid({ tools }: { tools: readonly Tool[] }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {tools.map((tool) => (
        <ToolCard key={tool.id} tool={tool} />
      ))}
    </div>
  );
}
