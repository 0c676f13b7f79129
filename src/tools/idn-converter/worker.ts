import { serveTasks } from '../../lib/task-worker';
import { convertIdn } from './core';

serveTasks({ convertIdn });
