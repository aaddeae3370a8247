import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionEndedSignal } from '../../../shared/community/community.constants';
import type { EventHub } from '../../realtime/event-hub';

const heartbeatMs = 25_000;
/** Streams end after a while and the browser reconnects, so access is checked again regularly. */
const maxStreamMs = 10 * 60_000;

// One event goes to every open stream in turn: encode its frame once, not once per stream.
let lastFrame: { payload: string; frame: Buffer } | undefined;
function frameFor(payload: string): Buffer {
  if (lastFrame?.payload !== payload) lastFrame = { payload, frame: Buffer.from(`data: ${payload}\n\n`) };
  return lastFrame.frame;
}

const sessionEndedFrame = Buffer.from(`data: ${JSON.stringify(sessionEndedSignal)}\n\n`);

/**
 * A server-sent-events stream of community events, taken over from Fastify: a comment line keeps
 * proxies from timing it out, and when the session it was opened with ends, on any process, the
 * stream says so and ends (decision 040). `open` holds every live stream's end function, for shutdown.
 */
export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  hub: EventHub,
  open: Set<() => void>,
  /** What this subscriber is sent for a payload; null sends nothing (default: the payload as it is). */
  frameFilter: (payload: string) => string | null = (payload) => payload,
): void {
  reply.hijack();
  const response = reply.raw;
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-store, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  });
  response.write('retry: 3000\n\n');

  const unsubscribe = hub.subscribe((payload) => {
    const filtered = frameFilter(payload);
    if (filtered !== null) response.write(frameFor(filtered));
  });
  const heartbeat = setInterval(() => response.write(': keep-alive\n\n'), heartbeatMs);
  const expiry = setTimeout(() => end(), maxStreamMs);
  heartbeat.unref();
  expiry.unref();
  const stopWatching = request.server.streamSessions.watch(request, () => end(sessionEndedFrame));

  let ended = false;
  function end(lastFrame?: Buffer) {
    if (ended) return;
    ended = true;
    unsubscribe();
    stopWatching();
    clearInterval(heartbeat);
    clearTimeout(expiry);
    open.delete(end);
    if (response.writableEnded) return;
    if (lastFrame) response.write(lastFrame);
    response.end();
  }
  open.add(end);
  request.raw.on('close', () => end());
  response.on('error', () => end());
}
