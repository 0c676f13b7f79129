/**
 * What every document checker promises, through its template (kit/DocumentCheckScreen): the action row
 * before the input, the sample checked, the broken example's problems shown, the problem counts in a polite
 * live region, and Clear emptying the screen. A checker's own panels are tested in its own folder.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EditorView } from '@codemirror/view';
import { afterEach, describe, expect, it } from 'vitest';
import { tools } from '.';
import { renderTool } from '../test/render-tool';

const SLOW = { timeout: 10_000 };

interface CheckerCase {
  id: string;
  broken: string;
  /** The button that runs the check, for a checker that runs on request. */
  run?: string;
  /** The text that says the sample was checked. */
  checked: () => HTMLElement;
  /** The text that shows the broken example's problems. */
  problems: () => HTMLElement;
}

const summary = () => screen.getByTestId('problem-summary');
const listed = (name: string) => () => screen.getByRole('region', { name });

const CHECKERS: readonly CheckerCase[] = [
  { id: 'html-validator', broken: 'Broken Markup', checked: summary, problems: summary },
  { id: 'graphql-validator', broken: 'Invalid Example', checked: summary, problems: summary },
  { id: 'openapi-validator', broken: 'Broken Example', checked: summary, problems: summary },
  { id: 'sitemap-xml-validator', broken: 'Invalid Example', checked: summary, problems: summary },
  { id: 'http-header-validator', broken: 'Invalid Example', checked: summary, problems: summary },
  { id: 'robots-txt-validator', broken: 'Invalid Example', checked: summary, problems: summary },
  { id: 'jsonpath-tester', broken: 'Invalid Example', checked: summary, problems: summary },
  {
    id: 'xpath-tester',
    broken: 'Broken XML',
    checked: () => screen.getByTestId('xpath-summary'),
    problems: listed('Document Problems'),
  },
  {
    id: 'json-schema-validator',
    broken: 'Invalid Example',
    run: 'Validate JSON',
    checked: () => screen.getByText('Validation Successful!'),
    problems: listed('Validation Failed'),
  },
];

function editableTexts(): string[] {
  return [...document.querySelectorAll<HTMLElement>('[data-pane] .cm-content:not([aria-readonly="true"])')]
    .map((content) => EditorView.findFromDOM(content)?.state.doc.toString() ?? '')
    .filter((text) => text !== '');
}

const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

afterEach(cleanup);

describe('document checkers', () => {
  it('covers every tool of the checker family', () => {
    const family = tools.filter((tool) => tool.family === 'checker').map((tool) => tool.id);
    expect(CHECKERS.map((checker) => checker.id).sort()).toEqual([...family].sort());
  });

  describe.each(CHECKERS)('$id', (checker) => {
    it('has its action row before the input, checks its sample and its broken example, and Clear empties it', async () => {
      await renderTool(checker.id);
      const actions = screen.getByRole('group', { name: 'Actions' });
      const firstPane = document.querySelector('[data-pane]')!;
      expect(actions.compareDocumentPosition(firstPane) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

      click(/^(Load Sample|Valid Example)$/);
      if (checker.run) click(checker.run);
      await waitFor(() => expect(checker.checked()).toBeInTheDocument(), SLOW);

      click(checker.broken);
      if (checker.run) click(checker.run);
      await waitFor(() => expect(checker.problems()).toHaveTextContent(/error/i), SLOW);
      // The counts are announced politely, once the list is up to date (a checker whose verdict is a
      // status panel has its own).
      if (!checker.run) {
        const announced = () =>
          screen.getAllByRole('status').find((region) => /Problems: /.test(region.textContent ?? ''));
        await waitFor(() => expect(announced()).toHaveTextContent(/\d+ errors?/), SLOW);
        expect(announced()).toHaveAttribute('aria-live', 'polite');
      }

      click(/^Clear( All)?$/);
      await waitFor(() => expect(editableTexts()).toEqual([]), SLOW);
      expect(screen.queryByTestId('problem-summary')).not.toBeInTheDocument();
      expect(within(document.body).queryByRole('region', { name: /Problems|Validation Failed/ })).toBeNull();
    });
  });
});
