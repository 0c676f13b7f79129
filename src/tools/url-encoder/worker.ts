import { serveTasks } from '../../lib/task-worker';
import { encodeUrl } from './core';

serveTasks({ encodeUrl });
