/**
 * The bulk writer's thread: its own connection to the cache file, answering main's requests in order.
 * Built as its own entry (electron.vite.config.ts), next to main's.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openBulkWriterDb } from '../db.ts';
import { answerBulkRequest, type BulkRequest } from './requests.ts';

const db = openBulkWriterDb((workerData as { file: string }).file);

parentPort!.on('message', ({ id, request }: { id: number; request: BulkRequest }) => {
  try {
    parentPort!.postMessage({ id, answer: answerBulkRequest(db, request) });
  } catch (error) {
    parentPort!.postMessage({ id, error: (error as Error).message });
  }
});
