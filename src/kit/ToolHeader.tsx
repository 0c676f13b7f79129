import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { findToolByPath } from '../catalogue';
import { FavoriteButton } from './FavoriteButton';

interface ToolHeaderProps {
  icon: string;
  title: string;
  subtitle: string;
}

/** A tool screen's heading, with the favorite star when the page is a catalogue tool. */
export function ToolHeader({ icon, title, subtitle }: ToolHeaderProps) {
  const [path] = useLocation();
  const tool = findToolByPath(path);
  return (
    <header className="flex items-start justify-between gap-4">
      <div className="flex items-start gap-3">
        <span className="text-4xl leading-none" aria-hidden="true">
          {icon}
        </span>
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
          <p className="mt-1 text-gray-600 dark:text-gray-300">{subtitle}</p>
        </div>
      </div>
      {tool && <FavoriteButton toolId={tool.id} toolName={tool.name} />}
    </header>
  );
}

/** The frame every tool screen sits in. */
export function ToolPage({ children }: { children: ReactNode }) {
  return <div className="mx-auto flex max-w-6xl flex-col gap-6">{children}</div>;
}
