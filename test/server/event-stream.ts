import { request } from 'node:http';

/** One server-sent event as a test reads it. */
export interface StreamEvent {
  event: string;
  data: string;
}

/** A test's connection to a server-sent events stream: its answer's headers, and its events one at a time. */
export interface EventStreamClient {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The next event (one already received, or the next to arrive); rejects after `timeoutMs` without one. */
  next(timeoutMs?: number): Promise<StreamEvent>;
  /** Whether the server ended the stream. */
  ended(): Promise<void>;
  close(): void;
}

/** Parses one event block of the stream (`event:` and `data:` lines; comments and `retry:` skipped). */
function parseEvent(block: string): StreamEvent | undefined {
  const fields = block.split('\n').map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trimStart()] as const);
  const data = fields.filter(([name]) => name === 'data').map(([, value]) => value);
  if (data.length === 0) return undefined;
  return { event: fields.find(([name]) => name === 'event')?.[1] ?? 'message', data: data.join('\n') };
}

/** Opens `url` as a browser's EventSource does (GET, `Accept: text/event-stream`) and reads its events as they arrive. */
export function openEventStream(url: string): Promise<EventStreamClient> {
  return new Promise((resolve, reject) => {
    const received: StreamEvent[] = [];
    const waiting: ((event: StreamEvent) => void)[] = [];
    let buffer = '';
    const outgoing = request(url, { headers: { accept: 'text/event-stream' } }, (answer) => {
      const end = new Promise<void>((done) => answer.on('end', done).on('close', done));
      answer.setEncoding('utf8').on('data', (chunk: string) => {
        buffer += chunk;
        let at = buffer.indexOf('\n\n');
        while (at !== -1) {
          const event = parseEvent(buffer.slice(0, at));
          buffer = buffer.slice(at + 2);
          if (event) (waiting.shift() ?? ((value: StreamEvent) => received.push(value)))(event);
          at = buffer.indexOf('\n\n');
        }
      });
      resolve({
        status: answer.statusCode ?? 0,
        headers: answer.headers,
        next(timeoutMs = 5000) {
          const event = received.shift();
          if (event) return Promise.resolve(event);
          return new Promise((found, missing) => {
            const timer = setTimeout(() => {
              waiting.splice(waiting.indexOf(take), 1);
              missing(new Error(`no event within ${timeoutMs} ms`));
            }, timeoutMs);
            const take = (value: StreamEvent) => {
              clearTimeout(timer);
              found(value);
            };
            waiting.push(take);
          });
        },
        ended: () => end,
        close: () => outgoing.destroy(),
      });
    });
    outgoing.on('error', reject).end();
  });
}
