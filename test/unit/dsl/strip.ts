/** Test helper: a deep copy without `span` keys, to compare scenarios across formatting. */
export function stripSpans(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripSpans);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([k]) => k !== 'span')
        .map(([k, v]) => [k, stripSpans(v)]),
    );
  }
  return value;
}
