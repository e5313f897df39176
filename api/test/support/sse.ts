import { request as httpRequest, type ClientRequest } from 'node:http';

export interface SseEvent {
  event: string;
  data: unknown;
  at: number;
}

export interface SseClient {
  status: Promise<number>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  events: SseEvent[];
  /** The next event of `type` (already received ones past `from` count). */
  next(type: string, from?: number): Promise<SseEvent>;
  close(): void;
}

/** Opens a text/event-stream with a bearer token and parses its events as they come. */
export function openStream(baseUrl: string, path: string, token: string): SseClient {
  const events: SseEvent[] = [];
  const waiters: Array<{ type: string; from: number; resolve: (event: SseEvent) => void }> = [];
  let statusResolve: (status: number) => void = () => undefined;
  let endResolve: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => (endResolve = resolve));
  const status = new Promise<number>((resolve) => (statusResolve = resolve));
  const check = () => {
    for (const waiter of [...waiters]) {
      const found = events.slice(waiter.from).find((event) => event.event === waiter.type);
      if (found) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(found);
      }
    }
  };
  const req: ClientRequest = httpRequest(`${baseUrl}${path}`, { headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' } }, (res) => {
    statusResolve(res.statusCode ?? 0);
    res.setEncoding('utf8');
    res.on('end', () => endResolve());
    res.on('close', () => endResolve());
    let buffer = '';
    res.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        let event = 'message';
        let data = '';
        for (const line of block.split('\n')) {
          if (line.startsWith('event: ')) event = line.slice(7);
          else if (line.startsWith('data: ')) data += line.slice(6);
        }
        if (data) events.push({ event, data: JSON.parse(data), at: performance.now() });
      }
      check();
    });
  });
  req.on('error', () => statusResolve(0));
  req.end();
  return {
    status,
    ended,
    events,
    next: (type, from = 0) =>
      new Promise<SseEvent>((resolve) => {
        waiters.push({ type, from, resolve });
        check();
      }),
    close: () => req.destroy(),
  };
}
