import { analysePassword, checkPasswordBatch } from './strength';

/**
 * The tool's work, served by worker.ts: zxcvbn and its dictionaries load only there. The screen's own copy
 * (lazy-tasks.ts) imports this module only when no worker can start. `checkBatch` takes the policy as its
 * third argument (the batch's tool options).
 */
export const tasks = {
  analysePassword,
  checkBatch: checkPasswordBatch,
};

export type PasswordTasks = typeof tasks;
