import { serveTasks } from '../../lib/task-worker';
import { decodeBase64Input } from './core';

serveTasks({ decodeBase64Input });
