import { lazy, Suspense } from 'react';
import type { CodeEditorProps } from './types';

const CodeMirrorEditor = lazy(() => import('./CodeMirrorEditor'));

/** A code editor pane; the editor itself loads lazily, in one chunk shared by all tools. */
export function CodeEditor(props: CodeEditorProps) {
  return (
    <Suspense
      fallback={
        <div
          style={{ height: props.height }}
          className="flex items-start rounded-lg border border-gray-300 bg-gray-50 p-3 font-mono text-sm text-gray-600 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-300"
          aria-busy="true"
        >
          {props.value ? `${props.value.slice(0, 200)}${props.value.length > 200 ? '…' : ''}` : props.placeholder}
        </div>
      }
    >
      <CodeMirrorEditor {...props} />
    </Suspense>
  );
}
