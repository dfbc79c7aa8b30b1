/** JSON replies, body parsing and error handling shared by the functions. */
import type { z } from 'zod';
import { corsHeaders, preflight } from './cors.ts';

/** A refusal the caller should see: its status and message (plus optional fields) become the reply. */
export class FunctionError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export function jsonReply(status: number, body: unknown): Response {
  return Response.json(body, { status, headers: corsHeaders });
}

export function readJson(req: Request): Promise<unknown> {
  return req.json().catch(() => {
    throw new FunctionError(400, 'The request body must be JSON.');
  });
}

/** The request's JSON body checked against `schema`; a 400 with the first problem otherwise. */
export async function readBody<S extends z.ZodType>(req: Request, schema: S): Promise<z.output<S>> {
  return parseBody(await readJson(req), schema);
}

/** `raw` checked against `schema`; a 400 with the first problem otherwise. */
export function parseBody<S extends z.ZodType>(raw: unknown, schema: S): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new FunctionError(400, issue.message, { field: issue.path.join('.') || undefined });
}

/**
 * Wraps a function's logic: answers CORS preflights, accepts POST only, turns a FunctionError into
 * `{ error }` with its status and anything else into a 500 that shows no internals.
 */
export function serveJson(
  name: string,
  handle: (req: Request) => Promise<Response>,
): (req: Request) => Promise<Response> {
  return async (req) => {
    const pre = preflight(req);
    if (pre) return pre;
    if (req.method !== 'POST') return jsonReply(405, { error: 'Use POST.' });
    try {
      return await handle(req);
    } catch (e) {
      if (e instanceof FunctionError) return jsonReply(e.status, { error: e.message, ...e.extra });
      console.error(`${name} failed:`, e);
      return jsonReply(500, { error: 'Something went wrong. Please try again later.' });
    }
  };
}
