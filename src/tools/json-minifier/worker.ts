import { serveTasks } from '../../lib/task-worker';
import { minifyJson } from './core';

serveTasks({ minifyJson });
