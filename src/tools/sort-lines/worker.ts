import { serveTasks } from '../../lib/task-worker';
import { sortLines } from './core';

serveTasks({ sortLines });
