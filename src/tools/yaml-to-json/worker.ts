import { serveTasks } from '../../lib/task-worker';
import { convertYamlToJson } from './core';

serveTasks({ convertYamlToJson });
