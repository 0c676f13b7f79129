import { serveTasks } from '../../lib/task-worker';
import { csvToJson } from './core';

serveTasks({ csvToJson });
