import { generatePassphrase, generatePassword, type PassphraseRecipe, type PasswordRecipe } from './generator';
import { analysePassword, checkPasswordBatch, passphraseWords } from './strength';

/**
 * The tool's work, served by worker.ts: zxcvbn and its dictionaries load only there. The screen's own copy
 * (lazy-tasks.ts) imports this module only when no worker can start. `checkBatch` takes the policy as its
 * third argument (the batch's tool options).
 */
export const tasks = {
  analysePassword,
  checkBatch: checkPasswordBatch,
  // Both take the whole generator's options, so one action runs either on the same arguments.
  generatePassword: (recipe: PasswordRecipe & PassphraseRecipe) => generatePassword(recipe),
  generatePassphrase: (recipe: PasswordRecipe & PassphraseRecipe) => generatePassphrase(recipe, passphraseWords()),
};

export type PasswordTasks = typeof tasks;
