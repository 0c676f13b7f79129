import { serveTasks } from '../../lib/task-worker';
import { convertJsonToYaml } from './core';

serveTasks({ convertJsonToYaml });
