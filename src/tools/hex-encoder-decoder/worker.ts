import { serveTasks } from '../../lib/task-worker';
import { convertHex } from './core';

serveTasks({ convertHex });
