import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Node has performance timing but no paint timing: the state without a first-paint report.
async function freshModule() {
  vi.resetModules();
  return import('./first-screen');
}

describe('first screen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for the route to commit, and without a paint report starts the waiting work after 3 s', async () => {
    const { afterFirstScreen, noteFirstScreenCommitted } = await freshModule();
    const task = vi.fn();
    afterFirstScreen(task);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(task).not.toHaveBeenCalled();

    noteFirstScreenCommitted();
    await vi.advanceTimersByTimeAsync(2_999);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs work asked for after the first screen at once, and each task only once', async () => {
    const { afterFirstScreen, noteFirstScreenCommitted } = await freshModule();
    const early = vi.fn();
    afterFirstScreen(early);
    noteFirstScreenCommitted();
    noteFirstScreenCommitted();
    await vi.advanceTimersByTimeAsync(3_000);
    const late = vi.fn();
    afterFirstScreen(late);
    expect(late).toHaveBeenCalledTimes(1);
    noteFirstScreenCommitted();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(early).toHaveBeenCalledTimes(1);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('counts a first paint the browser has already reported', async () => {
    const { afterFirstScreen, noteFirstScreenCommitted } = await freshModule();
    const reported = vi
      .spyOn(performance, 'getEntriesByName')
      .mockReturnValue([{ name: 'first-contentful-paint' } as PerformanceEntry]);
    const task = vi.fn();
    afterFirstScreen(task);
    noteFirstScreenCommitted();
    expect(task).toHaveBeenCalledTimes(1);
    reported.mockRestore();
  });
});
