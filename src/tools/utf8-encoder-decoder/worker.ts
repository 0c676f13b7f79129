import { serveTasks } from '../../lib/task-worker';
import { convertUtf8 } from './core';

serveTasks({ convertUtf8 });
