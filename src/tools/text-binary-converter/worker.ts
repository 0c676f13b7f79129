import { serveTasks } from '../../lib/task-worker';
import { convertBinary } from './core';

serveTasks({ convertBinary });
