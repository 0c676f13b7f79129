import { serveTasks } from '../../lib/task-worker';
import { watchingPatterns, type PatternNoteMessage } from '../../lib/pattern-watch';
import { tasks } from './tasks';

// Each test of a match() or search() pattern is told to the page, so that a query stopped at its time limit
// can name the pattern that held it (see pattern-watch.ts).
const post = (message: PatternNoteMessage) => self.postMessage(message);

serveTasks({
  checkJsonPath: (...args: Parameters<typeof tasks.checkJsonPath>) =>
    watchingPatterns(post, () => tasks.checkJsonPath(...args)),
} satisfies typeof tasks);
