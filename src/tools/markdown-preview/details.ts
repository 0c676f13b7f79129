import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'Preview GitHub Flavored Markdown as you type, export sanitised HTML, or convert HTML back to Markdown.',
  keywords: [
    'markdown',
    'md',
    'md preview',
    'markdown preview',
    'markdown viewer',
    'markdown editor',
    'markdown to html',
    'html to markdown',
    'html to md',
    'md to html',
    'gfm',
    'github flavored markdown',
    'commonmark',
    'readme',
    'turndown',
    'marked',
    'footnotes',
    'task list',
  ],
  features: {
    title: 'Markdown Preview Features',
    items: [
      {
        title: 'GitHub Flavored Markdown',
        text: 'Tables with alignment, task lists, strikethrough, autolinks and footnotes render live as you type.',
      },
      {
        title: 'Sanitised and Sandboxed',
        text: 'DOMPurify removes scripts, event handlers, frames, forms and styles, and the preview is a sandboxed frame that opens no link.',
      },
      {
        title: 'Nothing Loads From the Network',
        text: 'Remote images are shown as placeholders naming their alt text and address, and listed; data: images show as they are.',
      },
      {
        title: 'HTML Export',
        text: 'Copy the clean HTML fragment, or download it as a standalone .html document with a readable style sheet.',
      },
      {
        title: 'HTML → Markdown',
        text: 'Turn HTML back into Markdown with turndown, GFM tables and strikethrough included. The HTML is parsed, never rendered.',
      },
    ],
  },
};

export default details;
