import { serveTasks } from '../../lib/task-worker';
import { decodeUrl } from './core';

serveTasks({ decodeUrl });
