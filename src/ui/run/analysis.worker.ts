// The analysis worker: parse, check and resolve off the main thread. It keeps the latest analysis
// and posts the page only its copy (page-run.ts), rows, a step's details or the whole on request.
import { AnalysisHost } from './host.ts';
import type { AnalysisReply, AnalysisRequest } from './messages.ts';
import { packedBuffers } from './row-pack.ts';

const host = new AnalysisHost();

/** The buffers a reply moves instead of copying: its packed rows and the rows' lines. */
function moved(reply: AnalysisReply): ArrayBuffer[] {
  if (reply.kind === 'rows') return packedBuffers(reply.rows);
  if (reply.kind !== 'run') return [];
  const { rows, index } = reply.run.timeline;
  return [...packedBuffers(rows), index.lines.buffer as ArrayBuffer];
}

self.onmessage = (event: MessageEvent<AnalysisRequest>): void => {
  const reply = host.answer(event.data);
  if (reply) self.postMessage(reply, { transfer: moved(reply) });
};
