import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, findEditor } from '../test/editor';
import { EditorPane, LONG_LINE_PREVIEW } from './EditorPane';

describe('EditorPane', () => {
  it('shows the live character count of the whole value', async () => {
    render(<EditorPane title="Output" value={'a'.repeat(1234)} readOnly />);
    expect(screen.getByText('1,234 characters')).toBeInTheDocument();
    expect(await editorText('Output')).toHaveLength(1234);
  });

  it('previews a read-only value whose line is too long to lay out, and says so', async () => {
    const value = 'x'.repeat(LONG_LINE_PREVIEW + 10);
    render(<EditorPane title="Output" value={value} readOnly />);
    expect(await editorText('Output')).toHaveLength(LONG_LINE_PREVIEW);
    expect(screen.getByText(/Showing the first 200,000 of 200,010 characters/)).toBeInTheDocument();
  });

  it('shows long multi-line values whole: only single long lines are the problem', async () => {
    const value = `${'y'.repeat(1000)}\n`.repeat(300);
    render(<EditorPane title="Output" value={value} readOnly />);
    expect(await editorText('Output')).toBe(value);
    expect(screen.queryByText(/Showing the first/)).not.toBeInTheDocument();
  });

  it('never truncates what the user is editing', async () => {
    const value = 'z'.repeat(LONG_LINE_PREVIEW + 10);
    render(<EditorPane title="Input" value={value} onChange={() => {}} />);
    expect(await editorText('Input')).toHaveLength(value.length);
  });
});

describe('EditorPane labelling', () => {
  it('renames the editor and its placeholder when the title changes', async () => {
    const { rerender } = render(<EditorPane title="Text" value="" onChange={() => {}} placeholder="Type text..." />);
    await screen.findByRole('textbox', { name: 'Text' });
    rerender(<EditorPane title="Hex" value="" onChange={() => {}} placeholder="Type hex..." />);
    expect(await screen.findByRole('textbox', { name: 'Hex' })).toBeInTheDocument();
    expect(screen.getByText('Type hex...')).toBeInTheDocument();
  });

  it('marks the line of an error and takes the cursor there on request', async () => {
    const value = '{\n  "a": 1,\n  "b": ]\n}';
    const offset = value.indexOf(']');
    const { rerender } = render(
      <EditorPane title="Input" value={value} onChange={() => {}} errorAt={{ line: 3, column: 8, offset }} />,
    );
    const view = await findEditor('Input');
    const marked = view.contentDOM.querySelectorAll('.cm-errorLine');
    expect([...marked].map((line) => line.textContent)).toEqual(['  "b": ]']);

    fireEvent.click(screen.getByRole('button', { name: 'Go to the error at line 3, column 8' }));
    expect(view.state.selection.main.head).toBe(offset);

    rerender(<EditorPane title="Input" value={value} onChange={() => {}} errorAt={null} />);
    expect(view.contentDOM.querySelectorAll('.cm-errorLine')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Go to the error/ })).not.toBeInTheDocument();
  });

  it('marks an error that names its input only in the pane of that title', async () => {
    const at = { line: 1, column: 2, offset: 1, input: 'Modified JSON' };
    render(
      <>
        <EditorPane title="Original JSON" value="[1]" onChange={() => {}} errorAt={at} />
        <EditorPane title="Modified JSON" value="[,]" onChange={() => {}} errorAt={at} />
      </>,
    );
    expect((await findEditor('Modified JSON')).contentDOM.querySelectorAll('.cm-errorLine')).toHaveLength(1);
    expect((await findEditor('Original JSON')).contentDOM.querySelectorAll('.cm-errorLine')).toHaveLength(0);
    expect(screen.getAllByRole('button', { name: 'Go to the error at line 1, column 2' })).toHaveLength(1);
  });
});
