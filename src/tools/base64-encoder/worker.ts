import { serveTasks } from '../../lib/task-worker';
import { encodeFile, encodeText } from './core';

serveTasks({ encodeText, encodeFile });
