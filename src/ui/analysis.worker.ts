// The analysis worker: parse, check and resolve off the main thread. It answers each request with
// its id; the page keeps only the answer to its latest text (analyser.ts).
import { analyse, type Analysis } from '../dsl/session.ts';
import { forPage, type AnalysisReply, type AnalysisRequest } from './analysis-message.ts';

/** The last analysis with its checkpoints: the next edit resumes from the first phase it changed. */
let previous: Analysis | null = null;

self.onmessage = (event: MessageEvent<AnalysisRequest>): void => {
  const { id, text } = event.data;
  previous = analyse(text, [], { previous });
  const reply: AnalysisReply = { id, analysis: forPage(previous) };
  self.postMessage(reply);
};
