import { serveTasks } from '../../lib/task-worker';
import { convertCases } from './core';

serveTasks({ convertCases });
