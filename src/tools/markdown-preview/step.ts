import { defineStep } from '../../kit/tool-step';
import { renderMarkdownEscaped } from './markdown';
import { OPTIONS } from './options';

/**
 * Markdown → HTML as a recipe step. Recipes run in a worker, where DOMPurify cannot work (it needs the page's
 * DOM), so the step writes raw HTML in the Markdown as text and drops script addresses instead: safe HTML
 * without a sanitiser. HTML → Markdown is no step: turndown parses HTML with DOMParser, which a worker lacks.
 */
const step = defineStep(OPTIONS, (input) => renderMarkdownEscaped(input));

export default step;
