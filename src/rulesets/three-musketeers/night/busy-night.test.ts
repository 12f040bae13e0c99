import { describe, expect, it } from 'vitest';
import { resolve } from '../../../engine/resolve.ts';
import { busyNight } from '../../../../test/bench/busy-night.ts';
import { threeMusketeers } from '../index.ts';
import { lifeViolations } from './test-kit.ts';

// The bench's busy night must stay a lawful ruling; how fast it resolves is `npm run bench`'s job.
describe('the bench night', () => {
  it('resolves every one of 17 actors with a lawful action lifecycle, the same each time', () => {
    const first = resolve(busyNight(), threeMusketeers);
    expect(lifeViolations(first)).toEqual([]);
    expect(first.nights[0]!.order.length).toBe(17);
    expect(resolve(busyNight(), threeMusketeers)).toEqual(first);
  });
});
