import { serveTasks } from '../../lib/task-worker';
import { removeExtraSpaces } from './core';

serveTasks({ removeExtraSpaces });
