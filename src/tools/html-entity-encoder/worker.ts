import { serveTasks } from '../../lib/task-worker';
import { encodeHtmlEntities } from './core';

serveTasks({ encodeHtmlEntities });
