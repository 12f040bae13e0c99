// Board geometry: seats on a circle and curved arrow paths between them (pure numbers, no DOM).

/** A point in SVG user units. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** `count` points on a circle around (cx, cy), the first at the top, clockwise. */
export function circle(count: number, cx: number, cy: number, r: number): Point[] {
  return Array.from({ length: count }, (_, i) => {
    const a = -Math.PI / 2 + (2 * Math.PI * i) / Math.max(1, count);
    return { x: round(cx + r * Math.cos(a)), y: round(cy + r * Math.sin(a)) };
  });
}

/**
 * An SVG path from `a` to `b` that stops `gap` short of both seats and bends by `bend` (a
 * multiple of the distance), so parallel arrows between one pair stay apart. Self-arrows loop
 * outward from the centre `c`.
 */
export function arrowPath(a: Point, b: Point, gap: number, bend: number, c: Point): string {
  if (a.x === b.x && a.y === b.y) {
    const dx = a.x - c.x;
    const dy = a.y - c.y;
    const len = Math.hypot(dx, dy) || 1;
    const ux = dx / len;
    const uy = dy / len;
    const size = 26 + 10 * Math.abs(bend * 4);
    const p1 = { x: a.x + ux * gap - uy * 8, y: a.y + uy * gap + ux * 8 };
    const p2 = { x: a.x + ux * gap + uy * 8, y: a.y + uy * gap - ux * 8 };
    const k1 = { x: p1.x + ux * size - uy * size * 0.6, y: p1.y + uy * size + ux * size * 0.6 };
    const k2 = { x: p2.x + ux * size + uy * size * 0.6, y: p2.y + uy * size - ux * size * 0.6 };
    return `M${round(p1.x)},${round(p1.y)} C${round(k1.x)},${round(k1.y)} ${round(k2.x)},${round(k2.y)} ${round(p2.x)},${round(p2.y)}`;
  }
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = Math.hypot(dx, dy);
  const ux = dx / len;
  const uy = dy / len;
  const mid = { x: (a.x + b.x) / 2 - uy * len * bend, y: (a.y + b.y) / 2 + ux * len * bend };
  // Start and end leave the seats along the lines towards the control point.
  const start = toward(a, mid, gap);
  const end = toward(b, mid, gap + 2);
  return `M${round(start.x)},${round(start.y)} Q${round(mid.x)},${round(mid.y)} ${round(end.x)},${round(end.y)}`;
}

/** Bend for the i-th of n arrows between one pair: 0.12, 0.24, … alternating sides. */
export function bendFor(index: number): number {
  return 0.12 + 0.12 * index;
}

function toward(p: Point, q: Point, d: number): Point {
  const len = Math.hypot(q.x - p.x, q.y - p.y) || 1;
  return { x: p.x + ((q.x - p.x) / len) * d, y: p.y + ((q.y - p.y) / len) * d };
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}

/** The board's drawing area for `seats` players: the ring grows so discs never overlap. */
export interface TableSize {
  readonly width: number;
  readonly height: number;
  readonly ring: number;
  /** Many seats: names run along the radius instead of across. */
  readonly radial: boolean;
}

/** Seats at most this many keep horizontal names (they fit beside each other). */
const FLAT_MAX = 16;

/** Room per seat along the ring for a disc of radius `seat` (two radii and a gap). */
export function tableSize(seats: number, seat: number): TableSize {
  const ring = Math.max(150, Math.ceil((seats * (2 * seat + 8)) / (2 * Math.PI)));
  const radial = seats > FLAT_MAX;
  // Wide enough for long names beside the circle («Констанция Бонасье»).
  const margin = radial ? 150 : 0;
  return { width: Math.max(640, 2 * ring + 2 * margin), height: Math.max(420, 2 * ring + 2 * margin), ring, radial };
}
