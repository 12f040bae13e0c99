/** The text with `extra` typed at the end of the last line that names a target: a keystroke in the last night. */
export function keystroke(text: string, extra: string): string {
  const at = text.lastIndexOf(' -> ');
  const end = text.indexOf('\n', at);
  return `${text.slice(0, end)}${extra}${text.slice(end)}`;
}

/** The text with `extra` typed at the end of the first arrow line after `fraction` of it: a keystroke mid-game. */
export function keystrokeAt(text: string, fraction: number, extra: string): string {
  const at = text.indexOf(' -> ', Math.floor(text.length * fraction));
  const end = text.indexOf('\n', at);
  return `${text.slice(0, end)}${extra}${text.slice(end)}`;
}
