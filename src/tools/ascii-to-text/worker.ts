import { serveTasks } from '../../lib/task-worker';
import { asciiToText } from './core';

serveTasks({ asciiToText });
