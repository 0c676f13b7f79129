import { serveTasks } from '../../lib/task-worker';
import { textToAscii } from './core';

serveTasks({ textToAscii });
