import type { OptionsOf, OptionsSchema } from '../lib/options-schema';

/** A recipe step of any schema: what the catalogue's ToolStep holds. */
interface AnyStep {
  options: OptionsSchema;
  transform: (input: string, options: OptionsOf<OptionsSchema>) => string | Promise<string>;
}

/**
 * A tool's recipe step, from its options schema and its transform. The transform is written against its own
 * options; the recipe runner checks a step's options against the schema (checkOptions) before it calls it,
 * so the step is handed on as a step of any schema.
 */
export function defineStep<S extends OptionsSchema>(
  options: S,
  transform: (input: string, options: OptionsOf<S>) => string | Promise<string>,
): AnyStep {
  return { options, transform: transform as AnyStep['transform'] };
}
