import { serveTasks } from '../../lib/task-worker';
import { jsonToCsv } from './core';

serveTasks({ jsonToCsv });
