import { serveTasks } from '../../lib/task-worker';
import { countWordFrequencies } from './core';

serveTasks({ countWordFrequencies });
