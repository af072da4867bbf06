// Chromium's DevTools protocol at the browser's own level, beside the worker's classic WebDriver session: what a tab's
// own protocol session (`browser.sendCommand`, through chromedriver) may not do, or cannot hear. Browser contexts
// (`Target.createBrowserContext` is "Not allowed" there), and the paused requests of a tab (`Fetch.requestPaused` is an
// event, which chromedriver does not pass on).
import { browser } from '@wdio/globals';
import WebSocket from 'ws';

type Params = Record<string, unknown>;
type Listener = (params: Params, sessionId: string | undefined) => void;

/** The answer to a command, or an event (no `id`), as the protocol sends them. */
interface Message {
  id?: number;
  method?: string;
  params?: Params;
  sessionId?: string;
  result?: Params;
  error?: { message: string };
}

export interface DevTools {
  /** Sends `method` to the browser, or to the tab attached as `sessionId`, and resolves with its result. */
  send<T extends object = Params>(method: string, params?: object, sessionId?: string): Promise<T>;
  /** Calls `listener` with every `method` event from now on; returns what stops it. */
  on(method: string, listener: Listener): () => void;
}

/** The session's connection, made on first use; a new session (a group's retry) connects anew. */
let connection: { sessionId: string; devTools: Promise<DevTools> } | undefined;

async function connect(): Promise<DevTools> {
  // chromedriver starts Chromium with a DevTools port and says where (`goog:chromeOptions`, in the session's capabilities).
  const address = (browser.capabilities as { 'goog:chromeOptions'?: { debuggerAddress?: string } })['goog:chromeOptions']?.debuggerAddress;
  if (!address) throw new Error('the session names no debuggerAddress: the browser tests need Chromium through chromedriver');
  const { webSocketDebuggerUrl } = (await (await fetch(`http://${address}/json/version`)).json()) as { webSocketDebuggerUrl: string };
  const socket = new WebSocket(webSocketDebuggerUrl, { perMessageDeflate: false });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let lastId = 0;
  const pending = new Map<number, { resolve: (result: Params) => void; reject: (error: Error) => void }>();
  const listeners = new Map<string, Set<Listener>>();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as Message;
    if (message.id === undefined) {
      for (const listener of listeners.get(message.method ?? '') ?? []) listener(message.params ?? {}, message.sessionId);
      return;
    }
    const waiting = pending.get(message.id);
    pending.delete(message.id);
    if (message.error) waiting?.reject(new Error(`DevTools: ${message.error.message}`));
    else waiting?.resolve(message.result ?? {});
  });
  socket.once('close', () => {
    for (const { reject } of pending.values()) reject(new Error('DevTools: the browser closed the connection'));
    pending.clear();
  });
  return {
    send<T extends object>(method: string, params: object = {}, sessionId?: string) {
      lastId += 1;
      const id = lastId;
      return new Promise<T>((resolve, reject) => {
        pending.set(id, { resolve: (result) => resolve(result as T), reject });
        socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
      });
    },
    on(method, listener) {
      const forMethod = listeners.get(method) ?? new Set<Listener>();
      listeners.set(method, forMethod);
      forMethod.add(listener);
      return () => forMethod.delete(listener);
    },
  };
}

/** The browser's DevTools connection of the current WebDriver session. */
export function devTools(): Promise<DevTools> {
  if (connection?.sessionId !== browser.sessionId) connection = { sessionId: browser.sessionId, devTools: connect() };
  return connection.devTools;
}

/**
 * Opens a tab in a browser context of its own (no cookies, no storage, an empty HTTP cache, as a fresh browser would
 * give it) and makes it WebDriver's current window. Returns its context, for `closeBrowserContext`.
 */
export async function openFreshBrowserContext(): Promise<string> {
  const tools = await devTools();
  const { browserContextId } = await tools.send<{ browserContextId: string }>('Target.createBrowserContext');
  const { targetId } = await tools.send<{ targetId: string }>('Target.createTarget', { url: 'about:blank', browserContextId });
  // chromedriver names a tab by its target id.
  await browser.switchToWindow(targetId);
  return browserContextId;
}

/** Closes a browser context and every tab in it. */
export async function closeBrowserContext(browserContextId: string): Promise<void> {
  await (await devTools()).send('Target.disposeBrowserContext', { browserContextId });
}
