import { lazy, Suspense } from 'react';
import { TEXT_SLICE_LENGTH } from '../../lib/text-stream';
import type { CodeEditorProps } from './types';

const CodeMirrorEditor = lazy(() => import('./CodeMirrorEditor'));
const LargeTextViewer = lazy(() => import('./LargeTextViewer'));

/**
 * Read-only text this long (in UTF-16 units) is shown by LargeTextViewer instead of CodeMirror, which keeps
 * a string per line: for the 20 MB JSON formatter result, 1.9 million of them, whose making and collecting
 * held the page for seconds. The bar is where a worker's result starts to travel in slices (a text that
 * arrives in slices is always this long): a megabyte of text is 20,000 to 50,000 lines of typical output,
 * past which highlighting is off anyway (see languages), so the viewer loses nothing an output pane shows.
 * Editable text, and anything shorter, stays in the editor.
 */
export const LARGE_TEXT_LENGTH = TEXT_SLICE_LENGTH;

/** Whether a pane shows its text in LargeTextViewer: read-only, and long (or arriving and already long). */
export function showsLargeText({
  readOnly,
  value,
  arriving,
}: Pick<CodeEditorProps, 'readOnly' | 'value' | 'arriving'>) {
  return readOnly === true && (arriving ? arriving.text.length : value.length) >= LARGE_TEXT_LENGTH;
}

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

/** A code editor pane; the editor itself loads lazily, in one chunk shared by all tools. */
export function CodeEditor(props: CodeEditorProps) {
  return (
    <Suspense
      fallback={
        <EditorLoading value={props.value} placeholder={props.placeholder} height={props.height} fill={props.fill} />
      }
    >
      {showsLargeText(props) ? <LargeTextViewer {...props} /> : <CodeMirrorEditor {...props} />}
    </Suspense>
  );
}
