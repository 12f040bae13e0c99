// The analysis worker: parse, check and resolve off the main thread. It keeps the latest analysis
// and posts the page only its copy (page-run.ts), rows, a step's details or the whole on request.
// A long game's run comes twice: partial, once the rows on screen are resolved, then complete,
// resolved a chunk at a time with the page's messages let in between (a newer text wins).
import { AnalysisHost, PROGRESSIVE } from './host.ts';
import type { AnalysisReply, AnalysisRequest } from './messages.ts';
import { packedBuffers } from './row-pack.ts';

const host = new AnalysisHost(PROGRESSIVE);

/** The buffers a reply moves instead of copying: its packed rows and the rows' lines. */
function moved(reply: AnalysisReply): ArrayBuffer[] {
  if (reply.kind === 'rows') return packedBuffers(reply.rows);
  if (reply.kind !== 'run') return [];
  const { rows, index } = reply.run.timeline;
  return [...packedBuffers(rows), index.lines.buffer as ArrayBuffer];
}

function post(reply: AnalysisReply | null): void {
  if (reply) self.postMessage(reply, { transfer: moved(reply) });
}

// The next chunk runs in a task of its own (a message to itself: setTimeout's is clamped to 4 ms
// when nested), so a request posted meanwhile is answered first.
const tick = new MessageChannel();
let ticking = false;
function goOn(): void {
  if (ticking || !host.busy) return;
  ticking = true;
  tick.port2.postMessage(0);
}
tick.port1.onmessage = (): void => {
  ticking = false;
  post(host.more());
  goOn();
};

self.onmessage = (event: MessageEvent<AnalysisRequest>): void => {
  post(host.answer(event.data));
  goOn();
};
