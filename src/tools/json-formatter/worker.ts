import { serveTasks } from '../../lib/task-worker';
import { formatJson, minifyJson } from './core';

serveTasks({ formatJson, minifyJson });
