import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { SAMPLE_TEXT } from './core';
import StringLengthCounterView from './View';

async function renderView() {
  render(<StringLengthCounterView />);
  await screen.findByRole('textbox', { name: 'Text' }, { timeout: 5000 });
}

const stats = () => screen.getByLabelText('Statistics');

describe('String Length Counter screen', () => {
  it('shows its title, zero counts and what each count means', async () => {
    await renderView();
    expect(screen.getByRole('heading', { level: 1, name: 'String Length Counter' })).toBeInTheDocument();
    for (const label of ['Characters0', 'Code points0', 'UTF-16 units0', 'UTF-8 bytes0', 'Words0', 'Lines0', 'Spaces0'])
      expect(stats()).toHaveTextContent(label);
    expect(screen.getByRole('heading', { name: 'What Each Count Means' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy statistics' })).not.toBeInTheDocument();
  });

  it('counts as you type', async () => {
    await renderView();
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

  it('says where a lone surrogate is', async () => {
    await renderView();
    await setEditorText('Text', 'ab\n\uDE00x');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cannot count this text');
    expect(alert).toHaveTextContent('lone surrogate U+DE00 at line 2, column 1');
    expect(screen.queryByLabelText('Statistics')).not.toBeInTheDocument();
  });

  it('Load Sample fills the input; Clear resets the counts', async () => {
    await renderView();
    fireEvent.click(screen.getByRole('button', { name: 'Load Sample' }));
    await waitFor(async () => expect(await editorText('Text')).toBe(SAMPLE_TEXT));
    await waitFor(() => expect(stats()).toHaveTextContent('Lines5'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(async () => expect(await editorText('Text')).toBe(''));
    await waitFor(() => expect(stats()).toHaveTextContent('Lines0'));
    expect(stats()).toHaveTextContent('Characters0');
  });
});
