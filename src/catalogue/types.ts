import type { ComponentType } from 'react';
import type { InputKind } from '../lib/detect';
import type { ToolStep } from '../lib/options-schema';

export type { ToolStep };

export type CategoryId = 'formatter' | 'converter' | 'validator' | 'utility' | 'frontend';

/** The kinds of text a tool takes as input (lib/detect, where the kit can name them too). */
export type { InputKind };

/** One line of a tool's "About this tool" text: what it does, as data the shell draws. */
export interface ToolFeature {
  title: string;
  text: string;
}

/**
 * What a tool folder's details.ts declares: the words that describe the tool beyond its card. They load with
 * the tool's screen, and with search (for the keywords), so no route carries every tool's text. The
 * catalogue finds each tool's details.ts by its folder (catalogue/details-files).
 */
export interface ToolDetails {
  /** One short line under the screen's heading. */
  tagline: string;
  /** Extra words search should find the tool by (formats, synonyms). */
  keywords: readonly string[];
  /** The "About this tool" text under the work area: a heading (the spec's feature panel title) and its items. */
  features?: { title: string; items: readonly ToolFeature[] };
}

/**
 * The screen model a tool's view is drawn by: a kit template (LiveTransformScreen, ValidatorScreen,
 * DocumentCheckScreen, GeneratorScreen, ConverterView), or `custom` for a screen that is truly its own (a
 * calendar, a world clock), drawn inside the same frame.
 */
export type ToolFamily = 'transform' | 'validator' | 'checker' | 'generator' | 'converter' | 'custom';

/**
 * What a tool folder's meta.ts declares about its tool: its card, which is all that home, the sidebar and
 * search need at once, and the only part of a tool that every route carries.
 */
export interface ToolMeta {
  /** The route slug: the tool lives at /{id}. */
  id: string;
  /** The tool's name in lists: the sidebar, search, cards, history and the page title. */
  name: string;
  /** The heading of the tool's screen, where it differs from the name ("JSON to CSV Converter"). */
  heading?: string;
  /** What the tool does, in a sentence or two: the home card and search read it. */
  description: string;
  /** An emoji. */
  icon: string;
  /** Which template draws the tool's screen. */
  family: ToolFamily;
  category: CategoryId;
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
