/**
 * The scenario language's facade (jsonc-parser style): parse, format, run. Editor helpers live
 * in monarch.ts, complete.ts, hover.ts and position.ts.
 */
export { parseScenario, type ParseResult } from './parse.ts';
export { formatScenario } from './format.ts';
export { runScenario, type RunResult } from './run.ts';
export { analyse, rerun, type Analysis, type OptionOverride } from './session.ts';
export type { ScenarioDoc, Statement, DocLine, Token, NameNode } from './syntax.ts';
