import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { renderTool } from '../../test/render-tool';

const renderConverter = () => renderTool('idn-converter');

const notes = () => screen.getByRole('region', { name: /^Notes/ });

describe('IDN Punycode Converter screen', () => {
  it('converts as you type, label by label, and shows the labels', async () => {
    await renderConverter();
    await setEditorText('Input', 'München.de\nuser@пример.рф');
    await waitFor(async () =>
      expect(await editorText('ASCII (punycode)')).toBe('xn--mnchen-3ya.de\nuser@xn--e1afmkfd.xn--p1ai'),
    );
    expect(screen.getByLabelText('Statistics')).toHaveTextContent('Internationalised labels3');
    const table = screen.getByRole('table', { name: 'Labels' });
    expect(within(table).getByRole('row', { name: '1 münchen xn--mnchen-3ya' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy converted names' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Apply the IDNA mapping' }));
    await waitFor(async () =>
      expect(await editorText('ASCII (punycode)')).toBe('xn--Mnchen-3ya.de\nuser@xn--e1afmkfd.xn--p1ai'),
    );
    expect(notes()).toHaveTextContent(
      'new URL() reads “München.de” at line 1, column 1 as “xn--mnchen-3ya.de”, with the IDNA mapping.',
    );
  });

  it('Swap turns the result into the input and the direction round', async () => {
    await renderConverter();
    await setEditorText('Input', 'bücher.example');
    await waitFor(async () => expect(await editorText('ASCII (punycode)')).toBe('xn--bcher-kva.example'));
    fireEvent.click(screen.getByRole('button', { name: 'Swap' }));
    expect(screen.getByRole('radio', { name: 'ASCII (punycode) → Unicode' })).toBeChecked();
    await waitFor(async () => expect(await editorText('Unicode')).toBe('bücher.example'));
    expect(await editorText('Input')).toBe('xn--bcher-kva.example');
  });

  it('says which label is bad and where, marks it in the input, and recovers when it is fixed', async () => {
    await renderConverter();
    await setEditorText('Input', 'ok.com\nxn--bcher-kv!.de');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Conversion Error');
    expect(alert).toHaveTextContent(
      'Label 1 “xn--bcher-kv!” of “xn--bcher-kv!.de” at line 2, column 1 is not valid punycode: “!” at line 2, column 13 is not a letter or digit',
    );
    expect(screen.getByRole('button', { name: 'Go to the error at line 2, column 13' })).toBeInTheDocument();
    expect(await editorText('ASCII (punycode)')).toBe('');
    await setEditorText('Input', 'ok.com\nxn--bcher-kva.de');
    await waitFor(async () => expect(await editorText('ASCII (punycode)')).toBe('ok.com\nxn--bcher-kva.de'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Go to the error/ })).not.toBeInTheDocument();
  });

  it('refuses punycode of a code point IDNA does not allow, as browsers do, on its line', async () => {
    await renderConverter();
    fireEvent.click(screen.getByRole('radio', { name: 'ASCII (punycode) → Unicode' }));
    await setEditorText('Input', 'example.com\nwww.xn--a.com');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Label 2 “xn--a” of “www.xn--a.com” at line 2, column 5 decodes to “<U+0080>”: it holds U+0080, which IDNA does not allow in a domain name',
    );
    expect(screen.getByRole('button', { name: 'Go to the error at line 2, column 5' })).toBeInTheDocument();
    expect(await editorText('Unicode')).toBe('');
  });

  it('converts what browsers accept but DNS would not, with a note: an empty label, a label over 63', async () => {
    await renderConverter();
    const long = 'a'.repeat(64);
    await setEditorText('Input', `a..bücher.de\n${long}.com`);
    await waitFor(async () => expect(await editorText('ASCII (punycode)')).toBe(`a..xn--bcher-kva.de\n${long}.com`));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(notes()).toHaveTextContent('Notes (2)');
    expect(notes()).toHaveTextContent(
      'Label 2 of “a..bücher.de” at line 1, column 3 is empty (two dots in a row): browsers accept it, but DNS has no empty labels.',
    );
    expect(notes()).toHaveTextContent('is 64 characters long in ASCII form');
  });

  it('reads a percent-encoded host as new URL() does', async () => {
    await renderConverter();
    await setEditorText('Input', 'https://b%C3%BCcher.de/%C3%BC');
    await waitFor(async () => expect(await editorText('ASCII (punycode)')).toBe('https://xn--bcher-kva.de/%C3%BC'));
    expect(notes()).toHaveTextContent('“b%C3%BCcher.de” at line 1, column 9 is percent-encoded: it reads “bücher.de”');
    expect(notes()).not.toHaveTextContent('refuse');
  });

  it('marks the statistics, notes and labels out of date while newer input is converted', async () => {
    await renderConverter();
    await setEditorText('Input', 'a..bücher.de');
    await waitFor(async () => expect(await editorText('ASCII (punycode)')).toBe('a..xn--bcher-kva.de'));
    await setEditorText('Input', 'a..bücher.de\nmünchen.de');
    expect(screen.getByLabelText('Statistics')).toHaveAttribute('aria-busy', 'true');
    expect(notes()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('table', { name: 'Labels' }).closest('section')).toHaveAttribute('aria-busy', 'true');
    await waitFor(async () =>
      expect(await editorText('ASCII (punycode)')).toBe('a..xn--bcher-kva.de\nxn--mnchen-3ya.de'),
    );
    expect(screen.getByLabelText('Statistics')).not.toHaveAttribute('aria-busy');
  });

  it('keeps the input, the direction and the mapping when the tool is opened again', async () => {
    const first = await renderConverter();
    fireEvent.click(screen.getByRole('radio', { name: 'ASCII (punycode) → Unicode' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Apply the IDNA mapping' }));
    await setEditorText('Input', 'xn--BCHER-2pa.de');
    await waitFor(async () => expect(await editorText('Unicode')).toBe('BÜCHER.de'));
    first.unmount();

    await renderConverter();
    expect(await editorText('Input')).toBe('xn--BCHER-2pa.de');
    expect(screen.getByRole('radio', { name: 'ASCII (punycode) → Unicode' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Apply the IDNA mapping' })).not.toBeChecked();
    await waitFor(async () => expect(await editorText('Unicode')).toBe('BÜCHER.de'));
  });
});
