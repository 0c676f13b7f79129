import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { joinPieces } from '../../lib/text-pieces';
import { ArrivingText } from '../../lib/text-stream';
import { CodeEditor } from './CodeEditor';
import { LARGE_TEXT_LENGTH, showsLargeText } from './large-text';
import LargeTextViewer from './LargeTextViewer';

/** Lines "line 1" to "line <count>". */
const numberedLines = (count: number) => Array.from({ length: count }, (_, line) => `line ${line + 1}`).join('\n');

function textBox(label = 'Output') {
  return screen.getByRole('textbox', { name: label }) as HTMLElement & { largeText: () => string };
}

/** The numbers of the lines drawn. */
function drawnLineNumbers(): number[] {
  return [...document.querySelectorAll('[data-line]')].map((row) => Number(row.getAttribute('data-line')));
}

/** Waits until the host says all of the text is in. */
async function settled() {
  await waitFor(() =>
    expect(document.querySelector('[data-editor="large-text"]')).toHaveAttribute('aria-busy', 'false'),
  );
}

describe('LargeTextViewer', () => {
  it('is a labelled read-only text box that draws only the lines in sight, with their numbers', async () => {
    const text = numberedLines(100_000);
    render(<LargeTextViewer value={text} label="Output" height={180} />);
    await settled();
    const box = textBox();
    expect(box).toHaveAttribute('aria-readonly', 'true');
    expect(box).toHaveAttribute('aria-multiline', 'true');
    expect(box.largeText()).toBe(text);
    const drawn = drawnLineNumbers();
    expect(drawn[0]).toBe(1);
    expect(drawn.length).toBeLessThan(50);
    expect(box.textContent).toContain('line 3');
    expect(box.textContent).not.toContain('line 500\n');
  });

  it('shows text made of pieces without joining them, and text arriving slice by slice as it comes', async () => {
    const arriving = new ArrivingText();
    arriving.add('first\nsec');
    const { rerender } = render(<LargeTextViewer value="" arriving={arriving} label="Output" height={180} />);
    await waitFor(() => expect(textBox().textContent).toContain('sec'));
    expect(document.querySelector('[data-editor="large-text"]')).toHaveAttribute('aria-busy', 'true');
    act(() => arriving.add('ond\nthird'));
    await waitFor(() => expect(textBox().textContent).toContain('third'));
    expect(textBox().textContent).toContain('second');
    rerender(<LargeTextViewer value={arriving.text} arriving={null} label="Output" height={180} />);
    await settled();
    expect(textBox().largeText()).toBe('first\nsecond\nthird');
    expect(drawnLineNumbers()).toEqual([1, 2, 3]);

    rerender(<LargeTextViewer value={joinPieces(['a\nb', 'c\nd'])} label="Output" height={180} />);
    await settled();
    expect([...document.querySelectorAll('[data-line]')].map((row) => row.textContent)).toEqual(['1a', '2bc', '3d']);
  });

  it('scrolls by keyboard: End shows the last lines, Home the first', async () => {
    render(<LargeTextViewer value={numberedLines(10_000)} label="Output" height={180} />);
    await settled();
    const box = textBox();
    fireEvent.keyDown(box, { key: 'End' });
    fireEvent.scroll(box);
    await waitFor(() => expect(drawnLineNumbers()).toContain(10_000));
    fireEvent.keyDown(box, { key: 'Home' });
    fireEvent.scroll(box);
    await waitFor(() => expect(drawnLineNumbers()[0]).toBe(1));
  });

  it('finds text, counts the matches and goes from one to the next, on Ctrl+F or the pane asking', async () => {
    const { rerender } = render(
      <LargeTextViewer value={numberedLines(5_000)} label="Output" height={180} openSearch={0} />,
    );
    await settled();
    expect(screen.queryByRole('textbox', { name: 'Find' })).not.toBeInTheDocument();
    rerender(<LargeTextViewer value={numberedLines(5_000)} label="Output" height={180} openSearch={1} />);
    const find = await screen.findByRole('textbox', { name: 'Find' });
    fireEvent.change(find, { target: { value: 'LINE 4999' } });
    expect(await screen.findByText('1 match')).toBeInTheDocument();
    fireEvent.keyDown(find, { key: 'Enter' });
    expect(await screen.findByText('1 of 1')).toBeInTheDocument();
    // jsdom keeps scrollTop but sends no scroll event.
    fireEvent.scroll(textBox());
    await waitFor(() => expect(drawnLineNumbers()).toContain(4999));
    expect(document.querySelector('mark')).toHaveTextContent('line 4999');

    fireEvent.change(find, { target: { value: 'line 12' } });
    // line 12, 120-129, 1200-1299: 111 lines.
    expect(await screen.findByText('111 matches')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('111 of 111')).toBeInTheDocument();
    fireEvent.keyDown(find, { key: 'Escape' });
    expect(screen.queryByRole('textbox', { name: 'Find' })).not.toBeInTheDocument();

    fireEvent.keyDown(textBox(), { key: 'f', ctrlKey: true });
    expect(await screen.findByRole('textbox', { name: 'Find' })).toBeInTheDocument();
  });

  it('goes to a line on Ctrl+G', async () => {
    render(<LargeTextViewer value={numberedLines(5_000)} label="Output" height={180} />);
    await settled();
    fireEvent.keyDown(textBox(), { key: 'g', ctrlKey: true });
    const line = await screen.findByRole('textbox', { name: 'Go to line' });
    fireEvent.change(line, { target: { value: '3210' } });
    fireEvent.keyDown(line, { key: 'Enter' });
    fireEvent.scroll(textBox());
    await waitFor(() => expect(drawnLineNumbers()).toContain(3210));
  });

  it('selects all with Ctrl+A and copies the whole text with Ctrl+C', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const text = numberedLines(3_000);
    render(<LargeTextViewer value={text} label="Output" height={180} />);
    await settled();
    const box = textBox();
    // Without Ctrl+A, Ctrl+C is the browser's own copy of what is selected.
    fireEvent.keyDown(box, { key: 'c', ctrlKey: true });
    expect(writeText).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'a', ctrlKey: true });
    fireEvent.keyDown(box, { key: 'c', ctrlKey: true });
    expect(writeText).toHaveBeenCalledWith(text);
  });

  it('wraps long lines when asked, keeping each line whole under its number', async () => {
    const text = `${'x'.repeat(500)}\nshort`;
    render(<LargeTextViewer value={text} label="Output" height={180} wrap />);
    await settled();
    const rows = document.querySelectorAll('[data-line]');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.querySelector('.whitespace-pre-wrap')).toHaveTextContent('x'.repeat(500));
  });
});

describe('CodeEditor with long read-only text', () => {
  it.each([
    [{ readOnly: true, value: 'x'.repeat(LARGE_TEXT_LENGTH) }, true],
    [{ readOnly: true, value: 'x'.repeat(LARGE_TEXT_LENGTH - 1) }, false],
    [{ readOnly: false, value: 'x'.repeat(LARGE_TEXT_LENGTH) }, false],
    [{ readOnly: undefined, value: 'x'.repeat(LARGE_TEXT_LENGTH) }, false],
  ])('%#: read-only text of the bar or more goes to the viewer', (props, expected) => {
    expect(showsLargeText(props)).toBe(expected);
  });

  it('follows an arriving text by its own length, not the value it replaces', () => {
    const arriving = new ArrivingText();
    arriving.add('short');
    expect(showsLargeText({ readOnly: true, value: 'x'.repeat(LARGE_TEXT_LENGTH), arriving })).toBe(false);
    arriving.add('y'.repeat(LARGE_TEXT_LENGTH));
    expect(showsLargeText({ readOnly: true, value: '', arriving })).toBe(true);
  });

  it('shows a long output in the viewer, and a short one in the editor', async () => {
    const long = numberedLines(200_000);
    expect(long.length).toBeGreaterThan(LARGE_TEXT_LENGTH);
    const { rerender } = render(<CodeEditor value={long} readOnly label="Output" height={200} />);
    // The editor's chunk loads lazily: on a busy machine its first import takes seconds.
    await waitFor(() => expect(document.querySelector('[data-editor="large-text"]')).toBeInTheDocument(), {
      timeout: 10_000,
    });
    rerender(<CodeEditor value="short" readOnly label="Output" height={200} />);
    await waitFor(() => expect(document.querySelector('[data-editor="codemirror"]')).toBeInTheDocument(), {
      timeout: 10_000,
    });
    expect(document.querySelector('[data-editor="large-text"]')).not.toBeInTheDocument();
  });
});
