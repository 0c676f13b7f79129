import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { Tool } from '../catalogue';
import { LoadingBlock } from '../kit/Spinner';
import { useDocumentTitle } from '../kit/useDocumentTitle';
import { ErrorBoundary } from './ErrorBoundary';

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

export function ToolRoute({ tool }: { tool: Tool }) {
  useDocumentTitle(tool.name);
  const Screen = screenFor(tool);
  return (
    // Keyed by tool, so a crash in one tool is forgotten when the user moves to another.
    <ErrorBoundary key={tool.id} name={tool.name}>
      <Suspense fallback={<LoadingBlock label={`Loading ${tool.name}...`} />}>
        <Screen />
      </Suspense>
    </ErrorBoundary>
  );
}
