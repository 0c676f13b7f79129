import { serveTasks } from '../../lib/task-worker';
import { jsonToXml } from './core';

serveTasks({ jsonToXml });
