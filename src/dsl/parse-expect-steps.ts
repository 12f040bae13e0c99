/**
 * The arguments of `expect change [PLAYER] [KIND]` and `expect why [PLAYER] "text"`: both read what a
 * step records (src/engine/expect-steps.ts). The player is optional (then: any step of the phase).
 */
import { Cursor, nameOf } from './cursor.ts';
import { DiagnosticSink, didYouMean } from './diagnostics.ts';
import { CHANGE_KINDS, spellingMap, spellings } from './keywords.ts';
import { normalizeName } from './normalize.ts';
import type { KeywordNode, NameNode, Token } from './syntax.ts';

const KIND_MAP = spellingMap(CHANGE_KINDS);

interface Args {
  readonly player: NameNode | null;
  readonly value: NameNode | null;
}

/** The change kind the last one or two words spell, as a node, with how many words it took. */
function trailingKind(words: readonly Token[]): { node: NameNode; n: number } | null {
  for (let n = Math.min(2, words.length); n >= 1; n--) {
    const tail = words.slice(words.length - n);
    const node = nameOf(tail)!;
    if (KIND_MAP.has(normalizeName(node.text))) return { node, n };
  }
  // A near miss («blokced») is kept as the kind, so the checker can say it is unknown and suggest
  // the word; a short word or one far from every kind is the end of the player's name.
  const last = words[words.length - 1];
  if (last && last.text.length >= 5 && didYouMean(last.text, spellings(CHANGE_KINDS)).near) return { node: nameOf([last])!, n: 1 };
  return null;
}

/** `expect change [PLAYER] [KIND]`: quoted text is not what it takes (that is `expect why`). */
export function parseChange(c: Cursor, sink: DiagnosticSink, what: KeywordNode): Args {
  const words = c.words(Number.MAX_SAFE_INTEGER);
  if (c.peek()?.kind === 'string') {
    sink.error(
      'CHANGE_TEXT',
      `«${what.text}» называет игрока и вид изменения (заблокировано, вырублено…), а не текст; текст ищет «expect why»`,
      `"${what.text}" takes a player and a kind of change (blocked, knocked…), not text; "expect why" looks for text`,
      c.next()!.span,
    );
  }
  const kind = trailingKind(words);
  const player = nameOf(kind ? words.slice(0, words.length - kind.n) : words);
  return { player, value: kind?.node ?? null };
}

/** `expect why [PLAYER] "text"`: the text is required. */
export function parseWhy(c: Cursor, sink: DiagnosticSink, what: KeywordNode): Args {
  const player = nameOf(c.words(Number.MAX_SAFE_INTEGER));
  const s = c.eat('string');
  if (!s) {
    const last = player?.span ?? what.span;
    const end = { ...last, offset: last.offset + last.length, col: last.col + last.length, length: 0 };
    sink.error(
      'TEXT_MISSING',
      `После «${what.text}» нужен текст в кавычках — что должно быть в «почему» шага`,
      `Expected quoted text after "${what.text}": what the step's "why" must contain`,
      c.peek()?.span ?? end,
    );
    return { player, value: null };
  }
  return { player, value: { text: s.value, span: s.span } };
}
