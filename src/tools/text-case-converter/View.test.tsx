import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setEditorText } from '../../test/editor';
import { renderTool } from '../../test/render-tool';
import { CASES } from './core';

const renderConverter = () => renderTool('text-case-converter');

/** The text a case block shows. */
const caseText = (name: string) => screen.getByRole('textbox', { name }).textContent;

describe('Text Case Converter screen', () => {
  it('shows a read-only block for every case, waiting for text', async () => {
    await renderConverter();
    for (const { name } of CASES) {
      expect(screen.getByRole('textbox', { name })).toHaveAttribute('aria-readonly', 'true');
      expect(caseText(name)).toBe(`${name} will appear here...`);
    }
    expect(screen.queryByRole('button', { name: 'Copy camelCase' })).not.toBeInTheDocument();
  });

  it('shows every case as you type, each with its own Copy button', async () => {
    await renderConverter();
    await setEditorText('Text', 'hello wörld 👋\nXMLHttpRequest');
    await waitFor(() => expect(caseText('camelCase')).toBe('helloWörld\nxmlHttpRequest'));
    expect(caseText('UPPER CASE')).toBe('HELLO WÖRLD 👋\nXMLHTTPREQUEST');
    expect(caseText('lower case')).toBe('hello wörld 👋\nxmlhttprequest');
    expect(caseText('Title Case')).toBe('Hello Wörld 👋\nXmlHttpRequest');
    expect(caseText('Sentence case')).toBe('Hello wörld 👋\nXmlhttprequest');
    expect(caseText('PascalCase')).toBe('HelloWörld\nXmlHttpRequest');
    expect(caseText('snake_case')).toBe('hello_wörld\nxml_http_request');
    expect(caseText('kebab-case')).toBe('hello-wörld\nxml-http-request');
    expect(caseText('CONSTANT_CASE')).toBe('HELLO_WÖRLD\nXML_HTTP_REQUEST');
    expect(caseText('dot.case')).toBe('hello.wörld\nxml.http.request');
    for (const { name } of CASES) {
      expect(screen.getByRole('button', { name: `Copy ${name}` })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: `Download ${name}` })).toBeInTheDocument();
    }
  });

  it('marks the results out of date while they describe text that has since changed', async () => {
    await renderConverter();
    await setEditorText('Text', 'first text');
    await waitFor(() => expect(caseText('snake_case')).toBe('first_text'));
    expect(screen.queryByText('Out of date')).not.toBeInTheDocument();

    await setEditorText('Text', 'second text');
    // Until the new result arrives, each block says it describes the old text.
    const snake = screen.getByRole('region', { name: 'snake_case' });
    expect(within(snake).getByText('Out of date')).toBeInTheDocument();
    expect(screen.getAllByText('Out of date')).toHaveLength(CASES.length);

    await waitFor(() => expect(caseText('snake_case')).toBe('second_text'));
    expect(screen.queryByText('Out of date')).not.toBeInTheDocument();
  });

  it('shows the start of a long result, and says so', async () => {
    await renderConverter();
    const line = 'someIdentifierName\n';
    await setEditorText('Text', line.repeat(2000));
    const camel = screen.getByRole('region', { name: 'camelCase' });
    await waitFor(() =>
      expect(within(camel).getByText(/^Showing the first/)).toHaveTextContent(
        'Showing the first 4,997 of 38,000 characters; Copy and Download take all of it.',
      ),
    );
    // Whole lines, as many as fit in 5,000 characters (PREVIEW_LIMIT).
    expect(caseText('camelCase')).toBe(line.repeat(263));
  });
});
