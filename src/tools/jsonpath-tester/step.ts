import { defineStep } from '../../kit/tool-step';
import { defineOptions } from '../../lib/options-schema';
import { ToolError } from '../../lib/tool-error';
import { checkJsonPath, JSON_PANE, MAX_RESULTS } from './core';
import { OPTIONS } from './options';

/**
 * The tester as a recipe step: the document in, the values the query selects out, as the JSON array the
 * screen's Copy gives (numbers exactly as written in RFC 9535 mode). A problem in the JSON is placed in the
 * input; one in the query names the query. A query selecting more values than the screen lists is refused
 * rather than cut short.
 */
export default defineStep(
  defineOptions({
    query: {
      kind: 'text',
      label: 'Query',
      default: '$',
      maxLength: 10_000,
      placeholder: '$.store.book[?@.price < 10].title',
      monospace: true,
    },
    ...OPTIONS,
  }),
  (input, { query, mode }) => {
    if (query.trim() === '')
      throw new ToolError('Type a JSONPath query in the step’s Query field, such as $.items[*].id.');
    const report = checkJsonPath(input, query, { mode });
    const problem = report.problems.find((found) => found.severity === 'error');
    if (problem) {
      const { input: pane, ...location } = problem.at;
      if (pane === JSON_PANE) throw new ToolError(problem.message, location);
      throw new ToolError(`The query: ${problem.message} (at column ${location.column})`);
    }
    if (report.count > MAX_RESULTS)
      throw new ToolError(
        `The query selects ${report.count.toLocaleString('en')} values; a step hands on at most ${MAX_RESULTS.toLocaleString('en')}. Narrow the query.`,
      );
    return report.resultsJson;
  },
);
