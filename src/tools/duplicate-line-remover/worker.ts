import { serveTasks } from '../../lib/task-worker';
import { removeDuplicateLines } from './core';

serveTasks({ removeDuplicateLines });
