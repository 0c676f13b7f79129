import { serveTasks } from '../../lib/task-worker';
import { countLengths } from './core';

serveTasks({ countLengths });
