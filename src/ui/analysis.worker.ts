// The analysis worker: parse, check and resolve off the main thread. It answers each request with
// its id; the page keeps only the answer to its latest text (analyser.ts).
import { analyse } from '../dsl/session.ts';
import { forPage, type AnalysisReply, type AnalysisRequest } from './analysis-message.ts';

self.onmessage = (event: MessageEvent<AnalysisRequest>): void => {
  const { id, text } = event.data;
  const reply: AnalysisReply = { id, analysis: forPage(analyse(text)) };
  self.postMessage(reply);
};
