import type { ReactNode } from 'react';
import type { Tool } from '../catalogue';
import { FavoriteButton } from '../kit/FavoriteButton';

/**
 * A tool screen's heading, drawn by the shell from the catalogue: icon, heading, tagline (from the tool's
 * details, once loaded) and the favorite star, with a slot for tool-level actions. Views start below it and
 * never name their own tool.
 */
export function ToolHeader({ tool, tagline, actions }: { tool: Tool; tagline?: string; actions?: ReactNode }) {
  return (
    <header className="flex items-start justify-between gap-4">
      <div className="flex min-w-0 items-start gap-3">
        <span className="text-4xl leading-none" aria-hidden="true">
          {tool.icon}
        </span>
        <div className="min-w-0">
          <h1 className="text-2xl font-bold sm:text-3xl">{tool.heading}</h1>
          {tagline && <p className="mt-1 text-gray-600 dark:text-gray-300">{tagline}</p>}
        </div>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        {actions}
        <FavoriteButton toolId={tool.id} toolName={tool.name} />
      </div>
    </header>
  );
}
