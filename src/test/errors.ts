import { ToolError } from '../lib/tool-error';

/** The ToolError that `run` throws. Anything else thrown is rethrown; throwing nothing fails the test. */
export function toolErrorOf(run: () => unknown): ToolError {
  try {
    run();
  } catch (error) {
    if (error instanceof ToolError) return error;
    throw error;
  }
  throw new Error('Expected a ToolError, but nothing was thrown');
}
