import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { renderTool } from '../../test/render-tool';
import { SAMPLE_TEXT } from './core';

const renderCounter = () => renderTool('string-length-counter');

const stats = () => screen.getByLabelText('Statistics');

describe('String Length Counter screen', () => {
  it('shows zero counts before there is text', async () => {
    await renderCounter();
    for (const label of ['Characters0', 'Code points0', 'UTF-16 units0', 'UTF-8 bytes0', 'Words0', 'Lines0', 'Spaces0'])
      expect(stats()).toHaveTextContent(label);
    expect(stats()).not.toHaveAttribute('aria-busy');
    expect(screen.queryByRole('button', { name: 'Copy statistics' })).not.toBeInTheDocument();
  });

  it('counts as you type', async () => {
    await renderCounter();
    await setEditorText('Text', 'Hi 👩‍👩‍👧\ncafe\u0301');
    await waitFor(() => expect(stats()).toHaveTextContent('Characters9'));
    expect(stats()).toHaveTextContent('Code points14');
    expect(stats()).toHaveTextContent('UTF-16 units17');
    expect(stats()).toHaveTextContent('UTF-8 bytes28');
    expect(stats()).toHaveTextContent('Words2');
    expect(stats()).toHaveTextContent('Lines2');
    expect(stats()).toHaveTextContent('Spaces1');
    expect(screen.getByRole('button', { name: 'Copy statistics' })).toBeInTheDocument();
  });

  it('marks the counts out of date until the text as it is now has been counted', async () => {
    await renderCounter();
    // The zeros do not describe text that is still being counted.
    await setEditorText('Text', 'one');
    expect(stats()).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(stats()).toHaveTextContent('Characters3'));
    expect(stats()).not.toHaveAttribute('aria-busy');

    await setEditorText('Text', 'one two');
    expect(stats()).toHaveAttribute('aria-busy', 'true');
    expect(stats()).toHaveTextContent('Characters3');
    await waitFor(() => expect(stats()).toHaveTextContent('Characters7'));
    expect(stats()).not.toHaveAttribute('aria-busy');
  });

  it('says where a lone surrogate is', async () => {
    await renderCounter();
    await setEditorText('Text', 'ab\n\uDE00x');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cannot count this text');
    expect(alert).toHaveTextContent('lone surrogate U+DE00 at line 2, column 1');
    expect(screen.queryByLabelText('Statistics')).not.toBeInTheDocument();
  });

  it('keeps the text when the screen is left and opened again', async () => {
    const { unmount } = await renderCounter();
    await setEditorText('Text', 'kept');
    await waitFor(() => expect(stats()).toHaveTextContent('Characters4'));
    unmount();

    await renderCounter();
    expect(await editorText('Text')).toBe('kept');
    await waitFor(() => expect(stats()).toHaveTextContent('Characters4'));
  });

  it('Load Sample fills the input; Clear resets the counts', async () => {
    await renderCounter();
    fireEvent.click(screen.getByRole('button', { name: 'Load Sample' }));
    await waitFor(async () => expect(await editorText('Text')).toBe(SAMPLE_TEXT));
    await waitFor(() => expect(stats()).toHaveTextContent('Lines5'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(async () => expect(await editorText('Text')).toBe(''));
    await waitFor(() => expect(stats()).toHaveTextContent('Lines0'));
    expect(stats()).toHaveTextContent('Characters0');
    expect(stats()).not.toHaveAttribute('aria-busy');
  });
});
