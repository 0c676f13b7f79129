import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { SAMPLE_ASCII, SAMPLE_UNICODE } from './core';
import IdnConverterView from './View';

async function renderConverter() {
  render(<IdnConverterView />);
  // The editor loads lazily; a busy machine can take more than the default second.
  await screen.findByRole('textbox', { name: 'Input' }, { timeout: 5000 });
}

describe('IDN Punycode Converter screen', () => {
  it('shows its heading, labelled options, panes and rules', async () => {
    await renderConverter();
    expect(screen.getByRole('heading', { level: 1, name: 'IDN Punycode Converter' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Conversion options' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Unicode → ASCII (punycode)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Apply the IDNA mapping' })).toBeChecked();
    expect(screen.getByRole('heading', { name: 'IDN Conversion Rules' })).toBeInTheDocument();
  });

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

  it('says which label is bad and where, and recovers when it is fixed', async () => {
    await renderConverter();
    await setEditorText('Input', 'ok.com\nxn--bcher-kv!.de');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Conversion Error');
    expect(alert).toHaveTextContent(
      'Label 1 “xn--bcher-kv!” of “xn--bcher-kv!.de” at line 2, column 1 is not valid punycode: “!” at line 2, column 13 is not a letter or digit',
    );
    expect(await editorText('ASCII (punycode)')).toBe('');
    await setEditorText('Input', 'ok.com\nxn--bcher-kva.de');
    await waitFor(async () => expect(await editorText('ASCII (punycode)')).toBe('ok.com\nxn--bcher-kva.de'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Load Sample fills the input for the direction; Clear empties everything', async () => {
    await renderConverter();
    fireEvent.click(screen.getByRole('button', { name: 'Load Sample' }));
    await waitFor(async () => expect(await editorText('ASCII (punycode)')).toBe(SAMPLE_ASCII));
    fireEvent.click(screen.getByRole('radio', { name: 'ASCII (punycode) → Unicode' }));
    fireEvent.click(screen.getByRole('button', { name: 'Load Sample' }));
    await waitFor(async () => expect(await editorText('Unicode')).toBe(SAMPLE_UNICODE.replace('。', '.')));
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(async () => expect(await editorText('Unicode')).toBe(''));
    expect(await editorText('Input')).toBe('');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
