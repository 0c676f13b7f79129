import type { ComponentType } from 'react';
import type { InputKind } from '../lib/detect';

export type CategoryId = 'formatter' | 'converter' | 'validator' | 'utility' | 'frontend';

/** The kinds of text a tool takes as input (lib/detect, where the kit can name them too). */
export type { InputKind };

/** What a tool folder's meta.ts declares about its tool. */
export interface ToolMeta {
  /** The route slug: the tool lives at /{id}. */
  id: string;
  /** The tool's name in lists: the sidebar, search, cards, history and the page title. */
  name: string;
  /** The heading of the tool's screen, where it differs from the name ("JSON to CSV Converter"). */
  heading?: string;
  /** What the tool does, in a sentence or two: the home card and search read it. */
  description: string;
  /** One short line under the screen's heading. */
  tagline: string;
  /** An emoji. */
  icon: string;
  category: CategoryId;
  /** Extra words search should find the tool by (formats, synonyms). */
  keywords: readonly string[];
  /** What the tool takes as input text. */
  accepts: readonly InputKind[];
  /**
   * The state field a text handed to the tool goes into (from another tool's output, a paste, a link);
   * "input" when not given.
   */
  inputField?: string;
  /** The label of the action Ctrl+Enter runs: the primary button's, or what a live tool does as you type. */
  primaryAction: string;
  /** Loads the tool's screen; each tool is its own lazy chunk. */
  load: () => Promise<{ default: ComponentType }>;
}

/** A catalogue entry: the tool's meta plus what derives from it. */
export interface Tool extends ToolMeta {
  path: string;
  heading: string;
  inputField: string;
}

export interface Category {
  id: CategoryId;
  /** Group heading in the sidebar and on the home page. */
  title: string;
  /** What the category is for, as the spec words it. */
  tagline: string;
}
