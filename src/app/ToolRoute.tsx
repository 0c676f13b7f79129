import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { Tool } from '../catalogue';
import { removeStorage } from '../lib/storage';
import { toolStateKey } from '../lib/tool-state';
import { LoadingBlock } from '../kit/Spinner';
import { ToolIdContext } from '../kit/tool-context';
import { useDocumentTitle } from '../kit/useDocumentTitle';
import { ErrorBoundary } from './ErrorBoundary';
import { ToolHeader } from './ToolHeader';

const screens = new Map<string, LazyExoticComponent<ComponentType>>();

/** One lazy component per tool, made on first visit and kept, so revisits do not reload. */
function screenFor(tool: Tool) {
  let screen = screens.get(tool.id);
  if (!screen) {
    screen = lazy(tool.load);
    screens.set(tool.id, screen);
  }
  return screen;
}

/** A tool's page: the header from the catalogue at once, then its screen when its chunk has loaded. */
export function ToolRoute({ tool }: { tool: Tool }) {
  useDocumentTitle(tool.name);
  const Screen = screenFor(tool);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <ToolHeader tool={tool} />
      <ToolIdContext.Provider value={tool.id}>
        {/* Keyed by tool, so a crash in one tool is forgotten when the user moves to another. */}
        <ErrorBoundary
          key={tool.id}
          name={tool.name}
          onStartOver={() => removeStorage(toolStateKey(tool.id), 'session')}
        >
          <Suspense fallback={<LoadingBlock label={`Loading ${tool.name}...`} />}>
            <Screen />
          </Suspense>
        </ErrorBoundary>
      </ToolIdContext.Provider>
    </div>
  );
}
