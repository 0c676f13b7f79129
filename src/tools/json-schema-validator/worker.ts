import { serveTasks } from '../../lib/task-worker';
import { watchingPatterns, type PatternNoteMessage } from '../../lib/pattern-watch';
import { tasks } from './tasks';

// Each test of a schema's pattern is told to the page, so that a validation stopped at its time limit can name
// the pattern that held it (see pattern-watch.ts).
const post = (message: PatternNoteMessage) => self.postMessage(message);

serveTasks({
  validateJsonAgainstSchema: (...args: Parameters<typeof tasks.validateJsonAgainstSchema>) =>
    watchingPatterns(post, () => tasks.validateJsonAgainstSchema(...args)),
} satisfies typeof tasks);
