import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { renderTool } from '../../test/render-tool';

/** The runs go through the live debounce and React's scheduling; a loaded machine needs more than 1 s. */
const SLOW = { timeout: 5000 };

const renderConverter = () => renderTool('idn-converter');

const notes = () => screen.getByRole('region', { name: /^Notes/ });

/**
 * The screen is LiveTransformScreen's (tested there and by the transform contract), the conversion, its notes
 * and its errors are the core's; what is the tool's own here is what it draws: the mapping switch, the Notes
 * and the Labels panels.
 */
describe('IDN Punycode Converter screen', () => {
  it('shows each label in its Labels table, and converts again when its mapping switch is turned off', async () => {
    await renderConverter();
    await setEditorText('Input', 'München.de\nuser@пример.рф');
    await waitFor(
      async () => expect(await editorText('ASCII (punycode)')).toBe('xn--mnchen-3ya.de\nuser@xn--e1afmkfd.xn--p1ai'),
      SLOW,
    );
    expect(screen.getByLabelText('Statistics')).toHaveTextContent('Internationalised labels3');
    const table = screen.getByRole('table', { name: 'Labels' });
    expect(within(table).getByRole('row', { name: '1 münchen xn--mnchen-3ya' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Apply the IDNA mapping' }));
    await waitFor(
      async () => expect(await editorText('ASCII (punycode)')).toBe('xn--Mnchen-3ya.de\nuser@xn--e1afmkfd.xn--p1ai'),
      SLOW,
    );
    expect(notes()).toHaveTextContent(
      'new URL() reads “München.de” at line 1, column 1 as “xn--mnchen-3ya.de”, with the IDNA mapping.',
    );
  });

  it('lists the notes on what browsers accept but DNS would not: an empty label, a label over 63', async () => {
    await renderConverter();
    const long = 'a'.repeat(64);
    await setEditorText('Input', `a..bücher.de\n${long}.com`);
    await waitFor(
      async () => expect(await editorText('ASCII (punycode)')).toBe(`a..xn--bcher-kva.de\n${long}.com`),
      SLOW,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(notes()).toHaveTextContent('Notes (2)');
    expect(notes()).toHaveTextContent(
      'Label 2 of “a..bücher.de” at line 1, column 3 is empty (two dots in a row): browsers accept it, but DNS has no empty labels.',
    );
    expect(notes()).toHaveTextContent('is 64 characters long in ASCII form');
  });

  it('marks the notes and the labels out of date while newer input is converted', async () => {
    await renderConverter();
    await setEditorText('Input', 'a..bücher.de');
    await waitFor(async () => expect(await editorText('ASCII (punycode)')).toBe('a..xn--bcher-kva.de'), SLOW);
    await setEditorText('Input', 'a..bücher.de\nmünchen.de');
    expect(notes()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('table', { name: 'Labels' }).closest('section')).toHaveAttribute('aria-busy', 'true');
    await waitFor(
      async () => expect(await editorText('ASCII (punycode)')).toBe('a..xn--bcher-kva.de\nxn--mnchen-3ya.de'),
      SLOW,
    );
    expect(notes()).not.toHaveAttribute('aria-busy');
  });
});
