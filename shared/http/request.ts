import ky, { isHTTPError, isNetworkError, type Options } from 'ky';
import type { Struct } from 'superstruct';
import { clickIdHeaders } from '@schaufenster/shared/attribution';
import { bus } from '@schaufenster/shared/bus';
import { noteApiAnswered } from './api-recovery';
import { ACTION_DEADLINE_MS, CSRF_ERROR_STATUS, RETRY_AFTER_HEADER } from './constants';
import { countCallSent, noteSessionStart, reportCookieNotReturned, reportUnreadableAnswer } from './cookie-check';
import { csrfHeaders, resetCsrfFlow } from './csrf';
import { httpErrorFromAnswer, isBodyErrorStatus } from './error-mapping';
import { HttpError, isAbortError } from './http-error';
import { idempotencyKeyHeader, newIdempotencyKey } from './idempotency-key';
import { pageContextHeaders } from './page-context';
import { parseAnswer, readAnswer } from './read-answer';
import { credentialsFor, resolveUrl } from './resolve-url';
import { retryAfterMs } from './retry-after';
import { planRetries, type RetryPlan } from './retry-policy';

/** How one call to the shop API is made. */
export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as the JSON body. */
  json?: unknown;
  /** Validates (and coerces) the answer's body, dropping fields it does not know; its type is the call's result. */
  schema: Struct<T, unknown>;
  /**
   * A newer call with the same key cancels this one while it is in flight, page-wide. Without a key a
   * call is superseded by its own next call: the same method and path made with the same `signal`
   * (one widget instance), or, without a signal, the same method and path anywhere on the page.
   */
  key?: string;
  /**
   * Retries for failures that are not answers the API meant (no answer, 5xx but 504), SPEC section 7's count of the
   * call; default none. Set, it is also the action's whole retry budget, whatever the cause; unset, a stale CSRF flow
   * or a replaced session token may still send the call again, up to REQUEST_RETRIES times (retry-policy.ts).
   */
  maxRetries?: number;
  /** How long the whole action may take, retries included; ACTION_DEADLINE_MS unless the call's spec needs longer. */
  deadlineMs?: number;
  /** Sends the CSRF flow headers of GET /api/s/c/. */
  csrf?: boolean;
  /**
   * Sends an Idempotency-Key: one per call (a shopper action), the same on each of its retries, so a write whose
   * answer got lost is stored once. Default: every call but a GET (the writes); a read sent as a POST turns it off.
   */
  idempotent?: boolean;
  /** Raises the generic error modal when the call fails. */
  popup?: boolean;
  /** Cancels the call, e.g. when the widget unmounts. */
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** Calls in flight by key: page-wide for explicit keys and unsignalled calls, per caller signal otherwise. */
type InFlight = Map<string, AbortController>;

const pageWide: InFlight = new Map();
const byCaller = new WeakMap<AbortSignal, InFlight>();

/** Where a call's previous own call is registered, and under which key (SPEC section 7: a call cancels its previous one). */
function ownerOf(options: Pick<RequestOptions<unknown>, 'key' | 'method' | 'signal'>, path: string): { calls: InFlight; key: string } {
  if (options.key !== undefined) return { calls: pageWide, key: options.key };
  const key = `${options.method ?? 'GET'} ${path}`;
  if (!options.signal) return { calls: pageWide, key };
  let calls = byCaller.get(options.signal);
  if (!calls) byCaller.set(options.signal, (calls = new Map()));
  return { calls, key };
}

function supersede({ calls, key }: { calls: InFlight; key: string }): AbortController {
  const controller = new AbortController();
  calls.get(key)?.abort(new DOMException(`superseded by a newer "${key}" call`, 'AbortError'));
  calls.set(key, controller);
  return controller;
}

/** What stays the same over every attempt of one call: its signal and its idempotency key, if it has one. */
interface CallContext {
  signal: AbortSignal;
  idempotencyKey?: string;
}

/** The reason a signal was aborted with, as the error a cancelled call rejects with. */
function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new DOMException('aborted', 'AbortError');
}

/** Waits for `promise`, or rejects as soon as the call is cancelled (the CSRF flow is shared: its fetch goes on). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(abortReason(signal));
  return new Promise((resolve, reject) => {
    const cancelled = () => reject(abortReason(signal));
    signal.addEventListener('abort', cancelled, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', cancelled));
  });
}

async function send<T>(path: string, options: RequestOptions<T>, { signal, idempotencyKey }: CallContext, description: string): Promise<{ status: number; body: unknown }> {
  const method = options.method ?? 'GET';
  const url = resolveUrl(path);
  const kyOptions: Options = {
    method,
    json: options.json,
    signal,
    credentials: credentialsFor(url),
    throwHttpErrors: true,
    headers: {
      accept: 'application/json',
      ...pageContextHeaders(),
      ...clickIdHeaders(),
      ...(options.csrf ? await untilAborted(csrfHeaders(), signal) : {}),
      ...(idempotencyKey !== undefined && idempotencyKeyHeader(idempotencyKey)),
      ...options.headers,
    },
    // Retries and the deadline are the action's (sendWithRetries), not each attempt's.
    retry: 0,
    timeout: false,
  };
  const call = countCallSent();
  const response = await ky(url, kyOptions);
  noteSessionStart(response.headers, call, description);
  return { status: response.status, body: parseAnswer(await response.text()) };
}

async function attempt<T>(path: string, options: RequestOptions<T>, call: CallContext, description: string): Promise<T> {
  const { signal } = call;
  try {
    const { status, body } = await send(path, options, call, description);
    // SPEC section 8 lists 204 among the statuses whose body explains a failure.
    if (isBodyErrorStatus(status)) throw httpErrorFromAnswer(status, { body }, description);
    return readAnswer(body, options.schema, description);
  } catch (error) {
    if (isAbortError(error) || signal.aborted) throw error instanceof Error ? error : abortReason(signal);
    if (error instanceof HttpError) throw error;
    if (isHTTPError(error)) {
      const { status, headers } = error.response;
      throw httpErrorFromAnswer(status, { body: error.data, retryAfterMs: retryAfterMs(headers.get(RETRY_AFTER_HEADER), Date.now()) }, description);
    }
    if (isNetworkError(error)) reportUnreadableAnswer(description);
    throw httpErrorFromAnswer(0, {}, description);
  }
}

/** Waits `ms`, or rejects as soon as the call is cancelled. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const cancelled = () => {
      clearTimeout(timer);
      reject(abortReason(signal));
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', cancelled);
      resolve();
    }, ms);
    if (signal.aborted) cancelled();
    else signal.addEventListener('abort', cancelled, { once: true });
  });
}

/** Sends the call until it succeeds or its retry plan says the action ends (retry-policy.ts). */
async function sendWithRetries<T>(path: string, options: RequestOptions<T>, call: CallContext, retries: RetryPlan, description: string): Promise<T> {
  for (;;) {
    try {
      return await attempt(path, options, call, description);
    } catch (error) {
      if (call.signal.aborted) throw error;
      // A fresh flow id refused too: the session it belongs to never reached the API with this call.
      if (retries.flowRenewed && error instanceof HttpError && error.status === CSRF_ERROR_STATUS) {
        reportCookieNotReturned(`${description} was refused with ${CSRF_ERROR_STATUS} twice, with a fresh flow id`);
      }
      const retry = retries.next(error, Date.now());
      if (!retry) throw error;
      if (retry.renewFlow) resetCsrfFlow();
      await pause(retry.delayMs, call.signal);
    }
  }
}

/** The action's deadline: a signal that aborts at it, and its time. */
function startDeadline(ms: number): { signal: AbortSignal; at: number; stop: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException(`the action took longer than ${ms} ms`, 'TimeoutError')), ms);
  return { signal: controller.signal, at: Date.now() + ms, stop: () => clearTimeout(timer) };
}

/**
 * Calls the shop API (SPEC section 7): JSON in and out, page-context and click-id headers, CSRF flow
 * headers when asked, the retry policy of retry-policy.ts within the action's deadline, the error mapping
 * of section 8. Rejects with HttpError (a call that got no answer by the deadline as one without an answer),
 * or with an AbortError for calls that were superseded or cancelled (callers drop those silently).
 */
export async function request<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const method = options.method ?? 'GET';
  const description = `${method} ${path}`;
  const owner = ownerOf(options, path);
  const own = supersede(owner);
  const cancel = options.signal ? AbortSignal.any([own.signal, options.signal]) : own.signal;
  const deadline = startDeadline(options.deadlineMs ?? ACTION_DEADLINE_MS);
  const retries = planRetries({ maxRetries: options.maxRetries, csrf: options.csrf, deadlineAt: deadline.at });
  // One key for the whole action: each of its retries is the same write.
  const keyed = options.idempotent ?? method !== 'GET';
  const call: CallContext = { signal: AbortSignal.any([cancel, deadline.signal]), ...(keyed && { idempotencyKey: newIdempotencyKey() }) };
  try {
    const answer = await sendWithRetries(path, options, call, retries, description);
    noteApiAnswered();
    return answer;
  } catch (caught) {
    if (cancel.aborted) throw abortReason(cancel);
    const error = deadline.signal.aborted ? httpErrorFromAnswer(0, {}, description) : caught;
    if (options.popup && error instanceof HttpError) bus.emit('error:show', { reason: error.describe() });
    throw error;
  } finally {
    deadline.stop();
    if (owner.calls.get(owner.key) === own) owner.calls.delete(owner.key);
  }
}
