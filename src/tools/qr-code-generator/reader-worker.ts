import { serveTasks } from '../../lib/task-worker';
import { readImage } from './read';

/** The QR reader's worker: decodes an image and reads its code off the page (see read.ts). */
serveTasks({ readImage });
