import { TEXT_SLICE_LENGTH } from '../../lib/text-stream';
import type { CodeEditorProps } from './types';

/**
 * Read-only text this long (in UTF-16 units) is shown by LargeTextViewer instead of CodeMirror, which keeps
 * a string per line: for the 20 MB JSON formatter result, 1.9 million of them, whose making and collecting
 * held the page for seconds. The bar is where a worker's result starts to travel in slices (a text that
 * arrives in slices is always this long), and where the editor stops highlighting and folding (see
 * languages' LANGUAGE_LIMIT): a megabyte is 20,000 to 50,000 lines of typical output, and the viewer loses
 * nothing an output pane of that size shows. Editable text, and anything shorter, stays in the editor.
 */
export const LARGE_TEXT_LENGTH = TEXT_SLICE_LENGTH;

/** Whether a pane shows its text in LargeTextViewer: read-only, and long (or arriving, and already long). */
export function showsLargeText({
  readOnly,
  value,
  arriving,
}: Pick<CodeEditorProps, 'readOnly' | 'value' | 'arriving'>): boolean {
  return readOnly === true && (arriving ? arriving.text.length : value.length) >= LARGE_TEXT_LENGTH;
}
