import ky, { isHTTPError, isNetworkError, isTimeoutError, type Options } from 'ky';
import type { Struct } from 'superstruct';
import { clickIdHeaders } from '@schaufenster/shared/attribution';
import { bus } from '@schaufenster/shared/bus';
import {
  CSRF_ERROR_STATUS,
  NOT_RETRIED_STATUSES,
  RETRY_BACKOFF_MS,
  SUPERSEDED_SESSION_BACKOFF_MS,
  SUPERSEDED_SESSION_CODE,
  SUPERSEDED_SESSION_RETRIES,
} from './constants';
import { reportCookieNotReturned, reportUnreadableAnswer } from './cookie-check';
import { csrfHeaders, resetCsrfFlow } from './csrf';
import { httpErrorFromAnswer, isBodyErrorStatus } from './error-mapping';
import { HttpError, isAbortError } from './http-error';
import { idempotencyKeyHeader, newIdempotencyKey } from './idempotency-key';
import { pageContextHeaders } from './page-context';
import { parseAnswer, readAnswer } from './read-answer';
import { credentialsFor, resolveUrl } from './resolve-url';

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
  /** Attempts after the first for failures that are not answers (5xx but 504, no answer); default 0. */
  maxRetries?: number;
  /** Sends the CSRF flow headers of GET /api/s/c/. */
  csrf?: boolean;
  /**
   * Sends an Idempotency-Key: one per call (a shopper action), the same on each of its retries, so a write whose
   * answer got lost is stored once. For the writes the API keys: cart, voucher, address and order calls.
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

async function send<T>(path: string, options: RequestOptions<T>, { signal, idempotencyKey }: CallContext): Promise<{ status: number; body: unknown }> {
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
      ...(options.csrf ? await csrfHeaders() : {}),
      ...(idempotencyKey !== undefined && idempotencyKeyHeader(idempotencyKey)),
      ...options.headers,
    },
    retry: {
      limit: options.maxRetries ?? 0,
      methods: ['get', 'post', 'put', 'patch', 'delete'],
      statusCodes: [],
      afterStatusCodes: [],
      delay: (attempt) => RETRY_BACKOFF_MS * attempt,
      shouldRetry: ({ error }) => (isHTTPError(error) ? !NOT_RETRIED_STATUSES.has(error.response.status) : isNetworkError(error) || isTimeoutError(error)),
    },
  };
  const response = await ky(url, kyOptions);
  return { status: response.status, body: parseAnswer(await response.text()) };
}

async function attempt<T>(path: string, options: RequestOptions<T>, call: CallContext, description: string): Promise<T> {
  const { signal } = call;
  try {
    const { status, body } = await send(path, options, call);
    // SPEC section 8 lists 204 among the statuses whose body explains a failure.
    if (isBodyErrorStatus(status)) throw httpErrorFromAnswer(status, body, description);
    return readAnswer(body, options.schema, description);
  } catch (error) {
    if (isAbortError(error) || signal.aborted) throw error instanceof Error ? error : new DOMException('aborted', 'AbortError');
    if (error instanceof HttpError) throw error;
    if (isHTTPError(error)) throw httpErrorFromAnswer(error.response.status, error.data, description);
    if (isNetworkError(error)) reportUnreadableAnswer(description);
    throw httpErrorFromAnswer(0, undefined, description);
  }
}

/** One attempt, and one more with a fresh flow id when the API calls the flow id stale. */
async function attemptWithFlow<T>(path: string, options: RequestOptions<T>, call: CallContext, description: string): Promise<T> {
  try {
    return await attempt(path, options, call, description);
  } catch (error) {
    if (!(options.csrf && error instanceof HttpError && error.status === CSRF_ERROR_STATUS)) throw error;
    // A stale flow id: fetch a fresh one and try once more.
    resetCsrfFlow();
    try {
      return await attempt(path, options, call, description);
    } catch (retryError) {
      // A fresh flow id refused too: the session it belongs to never reached the API with this call.
      if (retryError instanceof HttpError && retryError.status === CSRF_ERROR_STATUS) reportCookieNotReturned(`${description} was refused with ${CSRF_ERROR_STATUS} twice, with a fresh flow id`);
      throw retryError;
    }
  }
}

/** Waits `ms`, or rejects as soon as the call is cancelled. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const cancelled = () => {
      clearTimeout(timer);
      reject(signal.reason instanceof Error ? signal.reason : new DOMException('aborted', 'AbortError'));
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', cancelled);
      resolve();
    }, ms);
    if (signal.aborted) cancelled();
    else signal.addEventListener('abort', cancelled, { once: true });
  });
}

/**
 * Calls the shop API (SPEC section 7): JSON in and out, page-context and click-id headers, CSRF flow
 * headers when asked, retries with back-off, the error mapping of section 8. Rejects with HttpError,
 * or with an AbortError for calls that were superseded or cancelled (callers drop those silently).
 */
export async function request<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const description = `${options.method ?? 'GET'} ${path}`;
  const owner = ownerOf(options, path);
  const own = supersede(owner);
  const signal = options.signal ? AbortSignal.any([own.signal, options.signal]) : own.signal;
  // One key for the whole call: ky's retries and the retries below are the same action.
  const call: CallContext = { signal, ...(options.idempotent && { idempotencyKey: newIdempotencyKey() }) };
  try {
    for (let superseded = 0; ; superseded += 1) {
      try {
        return await attemptWithFlow(path, options, call, description);
      } catch (error) {
        // Sent with the token a login just replaced (SUPERSEDED_SESSION_CODE): nothing was done; again with the new cookie.
        if (!(error instanceof HttpError && error.code === SUPERSEDED_SESSION_CODE) || superseded >= SUPERSEDED_SESSION_RETRIES) throw error;
        await pause(SUPERSEDED_SESSION_BACKOFF_MS * (superseded + 1), signal);
      }
    }
  } catch (error) {
    if (options.popup && error instanceof HttpError) bus.emit('error:show', { reason: error.describe() });
    throw error;
  } finally {
    if (owner.calls.get(owner.key) === own) owner.calls.delete(owner.key);
  }
}
