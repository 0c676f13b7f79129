import { serveTasks } from '../../lib/task-worker';
import { validateJsonAgainstSchema } from './core';

serveTasks({ validateJsonAgainstSchema });
