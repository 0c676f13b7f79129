import type { ReactNode } from 'react';
import type { Tool } from '../catalogue';
import { FavoriteButton } from '../kit/FavoriteButton';

/**
 * A tool screen's heading, drawn by the shell from the catalogue: icon, heading, tagline (from the tool's
 * details, once loaded) and the favorite star, with a slot for tool-level actions. Views start below it and
 * never name their own tool.
 *
 * Below 640 px the actions and the star go in a compact row under the heading, so the heading has the whole
 * width (beside them it was squeezed into a 149 px column), and the tagline is set smaller and runs under
 * the icon, so the work area starts as high as it can on a phone.
 */
export function ToolHeader({ tool, tagline, actions }: { tool: Tool; tagline?: string; actions?: ReactNode }) {
  return (
    <header className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
      {/* On a phone the tagline runs under the icon too, rather than in a column beside it. */}
      <div className="grid min-w-0 grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 sm:items-start">
        <span className="text-3xl leading-none sm:row-span-2 sm:text-4xl" aria-hidden="true">
          {tool.icon}
        </span>
        <h1 className="text-2xl font-bold break-words sm:text-3xl">{tool.heading}</h1>
        <p className="col-span-2 mt-1 text-sm text-gray-600 sm:col-span-1 sm:col-start-2 sm:text-base dark:text-gray-300">
          {tagline}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-2" data-header-actions>
        {actions}
        <FavoriteButton toolId={tool.id} toolName={tool.name} />
      </div>
    </header>
  );
}
