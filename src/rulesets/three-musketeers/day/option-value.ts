// Kept as the import point of the rule files; the access itself is the engine's option kit.
export { optionNote, optionOn, optionValue } from '../options.ts';
