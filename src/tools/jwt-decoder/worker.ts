import { serveTasks } from '../../lib/task-worker';
import { decodeJwt, verifyJwtSignature } from './core';

serveTasks({ decodeJwt, verifyJwtSignature });
