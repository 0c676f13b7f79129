import { serveTasks } from '../../lib/task-worker';
import { decodeHtmlEntities } from './core';

serveTasks({ decodeHtmlEntities });
