import { serveTasks } from '../../lib/task-worker';
import { xmlToJson } from './core';

serveTasks({ xmlToJson });
