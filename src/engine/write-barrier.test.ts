// A record built tracked is adopted where it stands: the same object, its start writes not a step's.
import { describe, expect, it } from 'vitest';
import { trackedRecord, trackWrites, WriteLog } from './write-barrier.ts';

type Seat = { name: string; alive: boolean };

describe('trackedRecord', () => {
  it('is adopted by trackWrites without a copy, and notes writes in the log from then on', () => {
    const seat = trackedRecord<Seat>(['alive'], { name: 'Атос' }, [true]);
    seat.alive = false; // before adoption: the start state, noted nowhere
    const records = [trackedRecord<Seat>(['alive'], { name: 'Портос' }, [true]), seat];
    const log = new WriteLog();
    trackWrites(records, ['alive'], log);
    expect(records[1]).toBe(seat);
    expect(log.take()).toEqual([]);
    seat.alive = true;
    expect(log.take()).toEqual([1]);
    expect([records[0]!.name, records[0]!.alive]).toEqual(['Портос', true]);
  });

  it('is copied like any record once some log holds it', () => {
    const records = [trackedRecord<Seat>(['alive'], { name: 'Атос' }, [true])];
    trackWrites(records, ['alive'], new WriteLog());
    const first = records[0];
    const log = new WriteLog();
    trackWrites(records, ['alive'], log);
    expect(records[0]).not.toBe(first);
    records[0]!.alive = false;
    expect(log.take()).toEqual([0]);
  });
});
