/**
 * What CodeEditor loads: CodeMirror, or for long read-only text the large-text viewer, in one lazy chunk.
 * One chunk, so a pane whose output grows long mid-run (a worker's result arriving) switches to the viewer
 * at once, with no second load while the text is already coming in.
 */
import CodeMirrorEditor from './CodeMirrorEditor';
import LargeTextViewer from './LargeTextViewer';
import { showsLargeText } from './large-text';
import type { CodeEditorProps } from './types';

export default function LoadedEditor(props: CodeEditorProps) {
  return showsLargeText(props) ? <LargeTextViewer {...props} /> : <CodeMirrorEditor {...props} />;
}
