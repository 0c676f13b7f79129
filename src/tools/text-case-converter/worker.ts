import { serveTasks } from '../../lib/task-worker';
import { convertCasesForScreen } from './core';

serveTasks({ convertCasesForScreen });
