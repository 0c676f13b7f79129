import { serveTasks } from '../../lib/task-worker';
import { tasks } from './tasks';

serveTasks(tasks);
