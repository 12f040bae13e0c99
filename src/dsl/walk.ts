/**
 * The names inside a statement, each tagged with what it names (a player reference, a role, an
 * option key or value…). Hover and completion use it to find what is under the cursor.
 */
import type { NameNode, Statement } from './syntax.ts';

/** What a name in a statement stands for. */
export type NameRole = 'playerName' | 'role' | 'playerItem' | 'ref' | 'optionKey' | 'optionValue' | 'ruleset' | 'value';

/** A name with its role in the statement. */
export interface TaggedName {
  readonly node: NameNode;
  readonly role: NameRole;
}

/** Every name a statement contains, in source order. */
export function namesOf(s: Statement): TaggedName[] {
  const out: TaggedName[] = [];
  const add = (node: NameNode | null, role: NameRole): void => {
    if (node) out.push({ node, role });
  };
  switch (s.kind) {
    case 'ruleset':
      add(s.value, 'ruleset');
      break;
    case 'seed':
      add(s.value, 'value');
      break;
    case 'option':
      add(s.key, 'optionKey');
      add(s.value, 'optionValue');
      break;
    case 'player':
      add(s.name, 'playerName');
      add(s.role, 'role');
      for (const i of s.items) add(i, 'playerItem');
      break;
    case 'arrow':
    case 'power':
      add(s.actor, 'ref');
      add(s.verb, 'value');
      for (const t of s.targets) add(t, 'ref');
      break;
    case 'note':
    case 'lock':
      add(s.player, 'ref');
      break;
    case 'order':
      for (const n of s.names) add(n, 'ref');
      break;
    case 'swaps':
      for (const p of s.pairs) {
        add(p.a, 'ref');
        add(p.b, 'ref');
      }
      break;
    case 'expect':
      add(s.player, 'ref');
      for (const n of s.names) add(n, 'ref');
      add(s.value, 'value');
      break;
    default:
      break;
  }
  return out;
}
