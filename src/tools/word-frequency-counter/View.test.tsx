import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setEditorText } from '../../test/editor';
import { renderTool } from '../../test/render-tool';

const renderCounter = () => renderTool('word-frequency-counter');

async function renderView() {
  const rendered = await renderCounter();
  // A fixed locale, so the test does not depend on the machine's.
  setLocale('en');
  return rendered;
}

const setLocale = (value: string) =>
  fireEvent.change(screen.getByRole('combobox', { name: 'Locale' }), { target: { value } });
const table = () => screen.getByRole('table', { name: 'Word frequencies' });
const stats = () => screen.getByLabelText('Statistics');
const results = () => screen.getByRole('region', { name: 'Word Frequencies' });

/**
 * The rows the table renders, as [rank, word, count, share] (plain DOM queries: role queries over hundreds
 * of cells are slow in jsdom). A long table renders only the rows in view; the spacers are left out.
 */
function tableRows() {
  return Array.from(table().querySelectorAll('tbody tr:not([aria-hidden])'), (row) =>
    Array.from(row.querySelectorAll('td'), (cell) => cell.textContent),
  );
}

describe('Word Frequency Counter screen', () => {
  it('says where the words will appear before there is text', async () => {
    await renderCounter();
    expect(screen.getByRole('checkbox', { name: 'Case-sensitive' })).not.toBeChecked();
    expect(within(results()).getByText('The words and their counts will appear here...')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('counts as you type, most frequent first, and case-sensitively on request', async () => {
    await renderView();
    await setEditorText('Text', 'The cat saw the other cat. THE END, שלום!');
    await waitFor(() => expect(tableRows()[0]).toEqual(['1', 'the', '3', '33.3']));
    expect(tableRows()).toEqual([
      ['1', 'the', '3', '33.3'],
      ['2', 'cat', '2', '22.2'],
      ['3', 'end', '1', '11.1'],
      ['4', 'other', '1', '11.1'],
      ['5', 'saw', '1', '11.1'],
      ['6', 'שלום', '1', '11.1'],
    ]);
    expect(stats()).toHaveTextContent('Total words9');
    expect(stats()).toHaveTextContent('Distinct words6');
    expect(stats()).toHaveTextContent('Most frequent\u2068the\u2069, 3 times');
    expect(within(results()).getByText('6 rows')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy Word frequencies as CSV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Word frequencies as CSV' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Case-sensitive' }));
    await waitFor(() => expect(tableRows()[0]).toEqual(['1', 'cat', '2', '22.2']));
    expect(stats()).toHaveTextContent('Distinct words8');
  });

  it('says "1 time" for a word that appears once', async () => {
    await renderView();
    await setEditorText('Text', 'hello');
    await waitFor(() => expect(stats()).toHaveTextContent('Most frequent\u2068hello\u2069, 1 time'));
    expect(within(results()).getByText('1 row')).toBeInTheDocument();
  });

  it('sorts by any column, each word keeping its rank', async () => {
    await renderView();
    await setEditorText('Text', 'b a b c c c');
    await waitFor(() => expect(tableRows()).toHaveLength(3));
    fireEvent.click(within(table()).getByRole('button', { name: 'Word' }));
    expect(tableRows()).toEqual([
      ['3', 'a', '1', '16.7'],
      ['2', 'b', '2', '33.3'],
      ['1', 'c', '3', '50.0'],
    ]);
    fireEvent.click(within(table()).getByRole('button', { name: 'Share (%)' }));
    expect(tableRows().map((row) => row[1])).toEqual(['a', 'b', 'c']);
    fireEvent.click(within(table()).getByRole('button', { name: 'Share (%)' }));
    expect(tableRows().map((row) => row[1])).toEqual(['c', 'b', 'a']);
  });

  it('shows a long table as it scrolls, counting over everything', async () => {
    await renderView();
    const words = Array.from({ length: 1500 }, (_, index) => `word${index}`);
    await setEditorText('Text', `${words.join(' ')} word7`);
    await waitFor(() => expect(within(results()).getByText('1,500 rows')).toBeInTheDocument());
    expect(table()).toHaveAttribute('aria-rowcount', '1501');
    expect(tableRows().length).toBeLessThan(100);
    expect(tableRows()[0]).toEqual(['1', 'word7', '2', '0.1']);
    expect(stats()).toHaveTextContent('Total words1,501');
  });

  it('marks the table and its counts out of date when an option changes, until the new count comes', async () => {
    await renderView();
    await setEditorText('Text', 'The the');
    await waitFor(() => expect(tableRows()).toEqual([['1', 'the', '2', '100.0']]));
    expect(within(results()).queryByText('Out of date')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Case-sensitive' }));
    expect(within(results()).getByText('Out of date')).toBeInTheDocument();
    expect(table().closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    expect(stats()).toHaveAttribute('aria-busy', 'true');

    await waitFor(() => expect(tableRows()).toHaveLength(2));
    expect(within(results()).queryByText('Out of date')).not.toBeInTheDocument();
    expect(table().closest('[aria-busy]')).toBeNull();
    expect(stats()).not.toHaveAttribute('aria-busy');
  });

  it('says when there are no words, and what is wrong with a locale (in the field, once)', async () => {
    await renderView();
    await setEditorText('Text', '👍🏽 ... !!! 🇫🇷');
    expect(
      await screen.findByText('No words found: the text has only spaces, punctuation, symbols or emoji.'),
    ).toBeInTheDocument();
    expect(stats()).toHaveTextContent('Total words0');
    expect(stats()).toHaveTextContent('Most frequent—');
    setLocale('en_GB');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Locale: "en_GB" is not a language tag. Did you mean "en-GB"?');
    expect(screen.getByRole('combobox', { name: 'Locale' })).toHaveAccessibleDescription(/is not a language tag/);
    setLocale('en-GB');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
