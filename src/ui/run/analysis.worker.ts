// The analysis worker: parse, check and resolve off the main thread. It keeps the latest analysis
// and posts the page only its copy (page-run.ts), a step's details or the whole on request.
import { AnalysisHost } from './host.ts';
import type { AnalysisRequest } from './messages.ts';
import { packedBuffers } from './row-pack.ts';

const host = new AnalysisHost();

self.onmessage = (event: MessageEvent<AnalysisRequest>): void => {
  const reply = host.answer(event.data);
  // The packed rows' buffers are moved, not copied.
  if (reply) self.postMessage(reply, { transfer: reply.kind === 'run' ? packedBuffers(reply.run.timeline.rows) : [] });
};
