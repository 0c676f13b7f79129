import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { SAMPLE_TEXT } from './core';
import WordFrequencyCounterView from './View';

async function renderView() {
  render(<WordFrequencyCounterView />);
  await screen.findByRole('textbox', { name: 'Text' }, { timeout: 5000 });
  // A fixed locale, so the test does not depend on the machine's.
  fireEvent.change(screen.getByRole('combobox', { name: 'Locale' }), { target: { value: 'en' } });
}

/** The table's body rows as [rank, word, count, share] (plain DOM queries: role queries over hundreds of cells are slow in jsdom). */
function tableRows() {
  const table = screen.getByRole('table', { name: 'Word frequencies, most frequent first' });
  return Array.from(table.querySelectorAll('tbody tr'), (row) =>
    Array.from(row.querySelectorAll('td'), (cell) => cell.textContent),
  );
}

describe('Word Frequency Counter screen', () => {
  it('shows its title, options, an empty results panel and feature cards', async () => {
    await renderView();
    expect(screen.getByRole('heading', { level: 1, name: 'Word Frequency Counter' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Options' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Case-sensitive' })).not.toBeChecked();
    expect(screen.getByRole('heading', { name: 'Word Frequencies' })).toBeInTheDocument();
    expect(screen.getByText('The words and their counts will appear here...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How Words Are Counted' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
  });

  it('counts as you type, most frequent first, and case-sensitively on request', async () => {
    await renderView();
    await setEditorText('Text', 'The cat saw the other cat. THE END, שלום!');
    await waitFor(() => expect(tableRows()[0]).toEqual(['1', 'the', '3', '33.3%']));
    expect(tableRows()).toEqual([
      ['1', 'the', '3', '33.3%'],
      ['2', 'cat', '2', '22.2%'],
      ['3', 'end', '1', '11.1%'],
      ['4', 'other', '1', '11.1%'],
      ['5', 'saw', '1', '11.1%'],
      ['6', 'שלום', '1', '11.1%'],
    ]);
    const stats = screen.getByLabelText('Statistics');
    expect(stats).toHaveTextContent('Total words9');
    expect(stats).toHaveTextContent('Distinct words6');
    expect(stats).toHaveTextContent('Most frequent\u2068the\u2069 (3)');
    expect(screen.getByText('Showing 6 of 6 words')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy CSV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Case-sensitive' }));
    await waitFor(() => expect(tableRows()[0]).toEqual(['1', 'cat', '2', '22.2%']));
    expect(screen.getByLabelText('Statistics')).toHaveTextContent('Distinct words8');
  });

  it('shows a long table 100 rows at a time, counting over everything', async () => {
    await renderView();
    const words = Array.from({ length: 250 }, (_, index) => `word${index}`);
    await setEditorText('Text', `${words.join(' ')} word7`);
    await waitFor(() => expect(screen.getByText('Showing 100 of 250 words')).toBeInTheDocument());
    expect(tableRows()).toHaveLength(100);
    expect(tableRows()[0]).toEqual(['1', 'word7', '2', '0.8%']);
    expect(screen.getByLabelText('Statistics')).toHaveTextContent('Total words251');
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(tableRows()).toHaveLength(200);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(tableRows()).toHaveLength(250);
    expect(screen.getByText('Showing 250 of 250 words')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('says when there are no words, and what is wrong with a locale', async () => {
    await renderView();
    await setEditorText('Text', '👍🏽 ... !!! 🇫🇷');
    expect(
      await screen.findByText('No words found: the text has only spaces, punctuation, symbols or emoji.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Statistics')).toHaveTextContent('Total words0');
    fireEvent.change(screen.getByRole('combobox', { name: 'Locale' }), { target: { value: 'en_GB' } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cannot count these words');
    expect(alert).toHaveTextContent('Locale: "en_GB" is not a language tag. Did you mean "en-GB"?');
    fireEvent.change(screen.getByRole('combobox', { name: 'Locale' }), { target: { value: 'en-GB' } });
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('Load Sample fills the input; Clear empties everything', async () => {
    await renderView();
    fireEvent.click(screen.getByRole('button', { name: 'Load Sample' }));
    await waitFor(async () => expect(await editorText('Text')).toBe(SAMPLE_TEXT));
    await waitFor(() => expect(tableRows()[0]).toEqual(['1', 'the', '6', '10.2%']));
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(async () => expect(await editorText('Text')).toBe(''));
    await waitFor(() => expect(screen.queryByRole('table')).not.toBeInTheDocument());
    expect(screen.queryByLabelText('Statistics')).not.toBeInTheDocument();
  });
});
