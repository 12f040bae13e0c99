// Records a game writes again and again in the same words (a dead player's refused vote every day,
// a non-voter's self-vote), made once per resolve and shared by every step that cites them: a long
// game keeps one copy instead of one a day. What a 200-player game kept alive while it resolved
// was what made the collector's work grow faster than the game. A shared record is frozen by its
// maker: nothing writes to a record once made. Each resolve's trace holds one book (Trace.phrases).

/** The records made, per maker, by name. */
export class Phrasebook {
  private readonly byMaker = new Map<Function, Map<string, object>>();

  /**
   * What `make(ctx, name)` gives, made once per maker and `name`. `make` must read nothing that
   * changes during a resolve beyond `name` (the scenario, the options in force).
   */
  say<C, T extends object>(name: string, make: (ctx: C, name: string) => T, ctx: C): T {
    let byName = this.byMaker.get(make);
    if (byName === undefined) this.byMaker.set(make, (byName = new Map()));
    let made = byName.get(name) as T | undefined;
    if (made === undefined) byName.set(name, (made = make(ctx, name)));
    return made;
  }

  /** A one-name list, shared (frozen): a step's targets and affects are often just one player. */
  onlyName(name: string): readonly string[] {
    return this.say(name, single, null);
  }
}

function single(_: null, name: string): readonly string[] {
  return Object.freeze([name]);
}
