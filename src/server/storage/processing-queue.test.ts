import { describe, expect, it } from 'vitest';
import { createProcessingQueue, QueueFullError } from './processing-queue';

/** A job that runs until the test lets it finish, noting how many ran beside it. */
function gatedJobs() {
  let active = 0;
  let peak = 0;
  const gates: (() => void)[] = [];
  const job = () =>
    new Promise<number>((resolve) => {
      active += 1;
      peak = Math.max(peak, active);
      gates.push(() => {
        active -= 1;
        resolve(peak);
      });
    });
  const finishOne = async () => {
    await new Promise((resolve) => setImmediate(resolve));
    gates.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { job, finishOne, active: () => active, peak: () => peak };
}

describe('processing queue', () => {
  it('never runs more than its concurrency at once, and runs the waiting ones in order as places free', async () => {
    const queue = createProcessingQueue({ concurrency: 2, maxWaiting: 10 });
    const jobs = gatedJobs();
    const order: number[] = [];
    const results = Array.from({ length: 7 }, (_, index) =>
      queue.run(async () => {
        order.push(index);
        return jobs.job();
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(queue.running).toBe(2);
    expect(queue.waiting).toBe(5);
    while (order.length < 7 || jobs.active() > 0) await jobs.finishOne();
    await Promise.all(results);
    expect(jobs.peak()).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(queue.running).toBe(0);
    expect(queue.waiting).toBe(0);
  });

  it('refuses a job at once when all places run and the waiting line is full, and takes one again later', async () => {
    const queue = createProcessingQueue({ concurrency: 1, maxWaiting: 2 });
    const jobs = gatedJobs();
    const accepted = [queue.run(jobs.job), queue.run(jobs.job), queue.run(jobs.job)];
    expect(queue.hasRoom()).toBe(false);
    let ran = false;
    await expect(
      queue.run(async () => {
        ran = true;
      }),
    ).rejects.toBeInstanceOf(QueueFullError);
    expect(ran).toBe(false);

    await jobs.finishOne();
    expect(queue.hasRoom()).toBe(true);
    const later = queue.run(async () => 'done');
    while (jobs.active() > 0) await jobs.finishOne();
    await Promise.all(accepted);
    await expect(later).resolves.toBe('done');
  });

  it('frees the place of a job that fails', async () => {
    const queue = createProcessingQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(queue.run(async () => Promise.reject(new Error('bad image')))).rejects.toThrow('bad image');
    await expect(queue.run(async () => 42)).resolves.toBe(42);
    expect(queue.running).toBe(0);
  });
});
