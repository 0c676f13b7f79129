import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, findEditor } from '../test/editor';
import { joinPieces } from '../lib/text-pieces';
import { EditorPane, hasLongLine, LONG_LINE_PREVIEW, scanLineLengths } from './EditorPane';
import { ToolIdContext } from './tool-context';
import { ArrivingText } from '../lib/text-stream';

describe('EditorPane', () => {
  it('shows the live character count of the whole value', async () => {
    render(<EditorPane paneId="output" title="Output" value={'a'.repeat(1234)} readOnly />);
    expect(screen.getByText('1,234 characters')).toBeInTheDocument();
    expect(await editorText('Output')).toHaveLength(1234);
  });

  it('previews a read-only value whose line is too long to lay out, and says so', async () => {
    const value = 'x'.repeat(LONG_LINE_PREVIEW + 10);
    render(<EditorPane paneId="output" title="Output" value={value} readOnly />);
    expect(await editorText('Output')).toHaveLength(LONG_LINE_PREVIEW);
    expect(screen.getByText(/Showing the first 200,000 of 200,010 characters/)).toBeInTheDocument();
  });

  it('shows the preview of a too-long line as plain text, as highlighting it took tasks of over 100 ms', async () => {
    const { container, unmount } = render(
      <EditorPane paneId="output" title="Output" value="[1, true]" language="json" readOnly />,
    );
    // The control: a short line is highlighted, its tokens in spans.
    await waitFor(() => expect(container.querySelectorAll('.cm-line span').length).toBeGreaterThan(0));
    unmount();
    const long = `[${'1,'.repeat(LONG_LINE_PREVIEW)}1]`;
    const preview = render(<EditorPane paneId="output" title="Output" value={long} language="json" readOnly />);
    expect(await editorText('Output')).toHaveLength(LONG_LINE_PREVIEW);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(preview.container.querySelectorAll('.cm-line span')).toHaveLength(0);
  });

  it('shows long multi-line values whole: only single long lines are the problem', async () => {
    const value = `${'y'.repeat(1000)}\n`.repeat(300);
    render(<EditorPane paneId="output" title="Output" value={value} readOnly />);
    expect(await editorText('Output')).toBe(value);
    expect(screen.queryByText(/Showing the first/)).not.toBeInTheDocument();
  });

  it('never truncates what the user is editing', async () => {
    const value = 'z'.repeat(LONG_LINE_PREVIEW + 10);
    render(<EditorPane paneId="input" title="Input" value={value} onChange={() => {}} />);
    expect(await editorText('Input')).toHaveLength(value.length);
  });
});

describe('EditorPane with text arriving from a worker', () => {
  const pane = (value: string, arriving: ArrivingText | null) => (
    <EditorPane paneId="output" title="Output" value={value} arriving={arriving} readOnly />
  );

  it('shows the text as it comes, then keeps it once the result is in', async () => {
    const arriving = new ArrivingText();
    arriving.add('one\ntwo\n');
    const { rerender } = render(pane('old result', arriving));
    await waitFor(async () => expect(await editorText('Output')).toBe('one\ntwo\n'));
    act(() => arriving.add('three'));
    await waitFor(async () => expect(await editorText('Output')).toBe('one\ntwo\nthree'));
    expect(screen.getByText('13 characters')).toBeInTheDocument();
    // The run is done: the result is the arrived text itself.
    rerender(pane(arriving.text, null));
    await waitFor(async () => expect(await editorText('Output')).toBe('one\ntwo\nthree'));
    expect(screen.getByText('13 characters')).toBeInTheDocument();
  });

  it('drops the partial text when the run fails', async () => {
    const arriving = new ArrivingText();
    arriving.add('partial output');
    const { rerender } = render(pane('', arriving));
    await waitFor(async () => expect(await editorText('Output')).toBe('partial output'));
    rerender(pane('', null));
    await waitFor(async () => expect(await editorText('Output')).toBe(''));
    expect(screen.getByText('0 characters')).toBeInTheDocument();
  });

  it('shows only the start of a line too long to lay out, as it would of the whole value', async () => {
    const arriving = new ArrivingText();
    arriving.add('x'.repeat(LONG_LINE_PREVIEW - 5));
    arriving.add('x'.repeat(10));
    render(pane('', arriving));
    await waitFor(async () => expect(await editorText('Output')).toHaveLength(LONG_LINE_PREVIEW));
    expect(screen.getByText(/Showing the first 200,000 of 200,005 characters/)).toBeInTheDocument();
  });
});

describe('EditorPane labelling', () => {
  it('renames the editor and its placeholder when the title changes', async () => {
    const { rerender } = render(
      <EditorPane paneId="input" title="Text" value="" onChange={() => {}} placeholder="Type text..." />,
    );
    await screen.findByRole('textbox', { name: 'Text' });
    rerender(<EditorPane paneId="input" title="Hex" value="" onChange={() => {}} placeholder="Type hex..." />);
    expect(await screen.findByRole('textbox', { name: 'Hex' })).toBeInTheDocument();
    expect(screen.getByText('Type hex...')).toBeInTheDocument();
  });

  it('marks the line of an error and takes the cursor there on request', async () => {
    const value = '{\n  "a": 1,\n  "b": ]\n}';
    const offset = value.indexOf(']');
    const { rerender } = render(
      <EditorPane
        paneId="input"
        title="Input"
        value={value}
        onChange={() => {}}
        errorAt={{ line: 3, column: 8, offset }}
      />,
    );
    const view = await findEditor('Input');
    const marked = view.contentDOM.querySelectorAll('.cm-errorLine');
    expect([...marked].map((line) => line.textContent)).toEqual(['  "b": ]']);

    fireEvent.click(screen.getByRole('button', { name: 'Go to the error at line 3, column 8' }));
    expect(view.state.selection.main.head).toBe(offset);

    rerender(<EditorPane paneId="input" title="Input" value={value} onChange={() => {}} errorAt={null} />);
    expect(view.contentDOM.querySelectorAll('.cm-errorLine')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Go to the error/ })).not.toBeInTheDocument();
  });

  it('marks an error that names its input only in the pane with that id', async () => {
    const at = { line: 1, column: 2, offset: 1, input: 'modified' };
    render(
      <>
        <EditorPane paneId="original" title="Original JSON" value="[1]" onChange={() => {}} errorAt={at} />
        <EditorPane paneId="modified" title="Modified JSON" value="[,]" onChange={() => {}} errorAt={at} />
      </>,
    );
    expect((await findEditor('Modified JSON')).contentDOM.querySelectorAll('.cm-errorLine')).toHaveLength(1);
    expect((await findEditor('Original JSON')).contentDOM.querySelectorAll('.cm-errorLine')).toHaveLength(0);
    expect(screen.getAllByRole('button', { name: 'Go to the error at line 1, column 2' })).toHaveLength(1);
  });
});

describe('EditorPane tools', () => {
  it('counts one character in the singular', () => {
    render(<EditorPane paneId="output" title="Output" value="x" readOnly />);
    expect(screen.getByText('1 character')).toBeInTheDocument();
  });

  it('toggles wrapping and remembers it per tool and pane', async () => {
    const { unmount } = render(
      <ToolIdContext.Provider value="some-tool">
        <EditorPane paneId="input" title="Input" value="text" onChange={() => {}} />
      </ToolIdContext.Provider>,
    );
    const toggle = screen.getByRole('button', { name: 'Wrap long lines in Input' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    const view = await findEditor('Input');
    expect(view.contentDOM.classList.contains('cm-lineWrapping')).toBe(false);
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(view.contentDOM.classList.contains('cm-lineWrapping')).toBe(true));
    expect(JSON.parse(window.localStorage.getItem('preferences')!).state.wrap).toEqual({ 'some-tool/input': true });
    unmount();

    render(
      <ToolIdContext.Provider value="some-tool">
        <EditorPane paneId="input" title="Input" value="text" onChange={() => {}} />
      </ToolIdContext.Provider>,
    );
    expect(screen.getByRole('button', { name: 'Wrap long lines in Input' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens search (and replace, when editable) from its button', async () => {
    render(<EditorPane paneId="input" title="Input" value="find me" onChange={() => {}} />);
    await findEditor('Input');
    fireEvent.click(screen.getByRole('button', { name: 'Search in Input' }));
    expect(await screen.findByRole('textbox', { name: 'Find' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Replace' })).toBeInTheDocument();
  });

  it('marks a stale value out of date', () => {
    render(<EditorPane paneId="output" title="Output" value="old" readOnly stale />);
    expect(screen.getByText('Out of date')).toBeInTheDocument();
  });
});

describe('scanLineLengths', () => {
  it.each([
    ['', 5, 0, { tooLong: false, lastLine: 0 }],
    ['abcde', 5, 0, { tooLong: false, lastLine: 5 }],
    ['abcdef', 5, 0, { tooLong: true, lastLine: 0 }],
    ['ab\ncd\nef', 5, 0, { tooLong: false, lastLine: 2 }],
    ['ab\nabcdef\nx', 5, 0, { tooLong: true, lastLine: 0 }],
    ['abcd\nabcde\nabc', 5, 0, { tooLong: false, lastLine: 3 }],
    // The first line continues one of 4 characters from the slice before.
    ['a\nb', 5, 4, { tooLong: false, lastLine: 1 }],
    ['ab\nb', 5, 4, { tooLong: true, lastLine: 0 }],
    ['abc', 5, 2, { tooLong: false, lastLine: 5 }],
  ])('%j with limit %d after %d', (text, limit, carried, expected) => {
    expect(scanLineLengths(text, limit, carried)).toEqual(expected);
  });
});

describe('hasLongLine', () => {
  it.each([
    [['ab\nab', 'c\nabc'], false],
    // A line that crosses a piece boundary counts whole.
    [['ab\nabc', 'def\nx'], true],
    [['abc', 'de', 'f'], true],
    [['ab', '', 'cde'], false],
  ])('%j with limit 5: %s', (pieces, expected) => {
    expect(hasLongLine(joinPieces(pieces), 5)).toBe(expected);
    expect(hasLongLine(pieces.join(''), 5)).toBe(expected);
  });
});

describe('EditorPane size', () => {
  it('is resized with the keyboard on its handle, which says its height, and keeps the height per tool', async () => {
    const { usePaneHeights } = await import('./editor/pane-heights');
    usePaneHeights.setState({ heights: {} });
    const { unmount } = render(
      <ToolIdContext.Provider value="json-formatter">
        <EditorPane paneId="input" title="Input" value="{}" onChange={() => {}} />
      </ToolIdContext.Provider>,
    );
    const handle = screen.getByRole('separator', { name: 'Resize Input' });
    expect(handle).toHaveAttribute('aria-orientation', 'horizontal');
    expect(handle).toHaveAttribute('aria-valuenow', '320');
    fireEvent.keyDown(handle, { key: 'ArrowDown' });
    fireEvent.keyDown(handle, { key: 'ArrowDown' });
    expect(handle).toHaveAttribute('aria-valuenow', '400');
    expect(handle).toHaveAttribute('aria-valuetext', '400 pixels tall');
    fireEvent.keyDown(handle, { key: 'Home' });
    expect(handle).toHaveAttribute('aria-valuenow', '120');
    fireEvent.keyDown(handle, { key: 'ArrowUp' });
    expect(handle).toHaveAttribute('aria-valuenow', '120');
    fireEvent.keyDown(handle, { key: 'PageDown' });
    expect(usePaneHeights.getState().heights).toEqual({ 'json-formatter/input': 280 });
    unmount();
    // Back on the same tool, the pane is as tall as the user left it; another tool's is not.
    render(
      <ToolIdContext.Provider value="json-formatter">
        <EditorPane paneId="input" title="Input" value="{}" onChange={() => {}} />
      </ToolIdContext.Provider>,
    );
    expect(screen.getByRole('separator', { name: 'Resize Input' })).toHaveAttribute('aria-valuenow', '280');
    render(
      <ToolIdContext.Provider value="sort-lines">
        <EditorPane paneId="input" title="Lines" value="" onChange={() => {}} />
      </ToolIdContext.Provider>,
    );
    expect(screen.getByRole('separator', { name: 'Resize Lines' })).toHaveAttribute('aria-valuenow', '320');
  });

  it('panes with one height key share the height chosen on either', async () => {
    const { usePaneHeights } = await import('./editor/pane-heights');
    usePaneHeights.setState({ heights: {} });
    render(
      <>
        <EditorPane paneId="input" heightKey="panes" title="Input" value="" onChange={() => {}} />
        <EditorPane paneId="output" heightKey="panes" title="Output" value="" readOnly />
      </>,
    );
    fireEvent.keyDown(screen.getByRole('separator', { name: 'Resize Output' }), { key: 'ArrowDown' });
    expect(screen.getByRole('separator', { name: 'Resize Input' })).toHaveAttribute('aria-valuenow', '360');
  });

  it('expands to the full viewport, and Escape or the button brings it back', async () => {
    const { container } = render(<EditorPane paneId="input" title="Input" value="x" onChange={() => {}} />);
    const pane = container.querySelector('[data-pane="input"]')!;
    fireEvent.click(screen.getByRole('button', { name: 'Expand editor: Input' }));
    expect(pane).toHaveAttribute('data-expanded', 'true');
    expect(pane).toHaveClass('fixed');
    expect(screen.queryByRole('separator')).not.toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(pane).not.toHaveAttribute('data-expanded');
    fireEvent.click(screen.getByRole('button', { name: 'Expand editor: Input' }));
    fireEvent.click(screen.getByRole('button', { name: 'Exit full screen: Input' }));
    expect(pane).not.toHaveAttribute('data-expanded');
    expect(screen.getByRole('separator', { name: 'Resize Input' })).toBeInTheDocument();
  });
});
