import { serveTasks } from '../../lib/task-worker';
import { compareJson } from './core';

serveTasks({ compareJson });
