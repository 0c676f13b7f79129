import { lazy, Suspense } from 'react';
import type { CodeEditorProps } from './types';

const LoadedEditor = lazy(() => import('./LoadedEditor'));

/**
 * The start of the text, shown while the editor's code loads. A component of its own, so the text is read
 * only while this shows: a fallback element is built on every render, and reading a long text made of
 * slices (as worker results are) joins all of it into one string first.
 */
function EditorLoading({
  value,
  placeholder,
  height,
  fill,
}: Pick<CodeEditorProps, 'value' | 'placeholder' | 'height' | 'fill'>) {
  return (
    <div
      // As tall as the editor's host, whose border comes on top of the editor's height.
      style={fill ? undefined : { height: height + 2 }}
      className={`flex items-start ${fill ? 'min-h-0 flex-1' : ''} rounded-lg border border-gray-300 bg-gray-50 p-3 font-mono text-sm text-gray-600 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-300`}
      aria-busy="true"
    >
      {value ? `${value.slice(0, 200)}${value.length > 200 ? '…' : ''}` : placeholder}
    </div>
  );
}

/**
 * A code editor pane; the editor itself loads lazily, in one chunk shared by all tools (with the viewer that
 * shows long read-only text in its place: see large-text).
 */
export function CodeEditor(props: CodeEditorProps) {
  return (
    <Suspense
      fallback={
        <EditorLoading value={props.value} placeholder={props.placeholder} height={props.height} fill={props.fill} />
      }
    >
      <LoadedEditor {...props} />
    </Suspense>
  );
}
