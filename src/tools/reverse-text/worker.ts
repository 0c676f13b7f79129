import { serveTasks } from '../../lib/task-worker';
import { reverseText } from './core';

serveTasks({ reverseText });
