import { Link, useLocation } from 'wouter';
import type { Tool } from '../catalogue';

/** A compact list of tool links, as the sidebar and the not-found page show them. */
export function ToolLinkList({ tools }: { tools: readonly Tool[] }) {
  const [location] = useLocation();
  return (
    <ul className="flex flex-col gap-0.5">
      {tools.map((tool) => {
        const active = location === tool.path;
        return (
          <li key={tool.id}>
            <Link
              href={tool.path}
              aria-current={active ? 'page' : undefined}
              className={`flex items-center gap-2 rounded-md px-3 py-1.5 text-sm ${
                active
                  ? 'bg-blue-100 font-medium text-blue-900 dark:bg-blue-950 dark:text-blue-100'
                  : 'text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800'
              }`}
            >
              <span aria-hidden="true">{tool.icon}</span>
              <span className="truncate">{tool.name}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
