// Records a game writes again and again in the same words (a dead player's refused vote every day,
// a non-voter's self-vote), made once per resolve and shared by every step that cites them: a long
// game keeps one copy instead of one a day. What a 200-player game kept alive while it resolved
// was what made the collector's work grow faster than the game. A shared record is frozen by its
// maker: nothing writes to a record once made.

/** Per owner (one resolve: its trace), per maker, the records made, by name. */
const BOOKS = new WeakMap<object, Map<Function, Map<string, object>>>();

/**
 * What `make(ctx, name)` gives, made once per `owner`, maker and `name`. `make` must read nothing
 * that changes during a resolve beyond `name` (the scenario, the options in force).
 */
export function phrase<C, T extends object>(owner: object, name: string, make: (ctx: C, name: string) => T, ctx: C): T {
  let book = BOOKS.get(owner);
  if (book === undefined) BOOKS.set(owner, (book = new Map()));
  let byName = book.get(make);
  if (byName === undefined) book.set(make, (byName = new Map()));
  let made = byName.get(name) as T | undefined;
  if (made === undefined) byName.set(name, (made = make(ctx, name)));
  return made;
}

/** A one-name list, shared (frozen): a step's targets and affects are often just one player. */
export function onlyName(owner: object, name: string): readonly string[] {
  return phrase(owner, name, single, null);
}

function single(_: null, name: string): readonly string[] {
  return Object.freeze([name]);
}
