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
    expect(task).not.toHaveBeenCalled();
    // The next task (a timer set while fake timers tick waits 1 ms).
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs work asked for after the first screen at once, and each task only once', async () => {
    const { afterFirstScreen, noteFirstScreenCommitted } = await freshModule();
    const early = vi.fn();
    afterFirstScreen(early);
    noteFirstScreenCommitted();
    noteFirstScreenCommitted();
    await vi.advanceTimersByTimeAsync(3_002);
    const late = vi.fn();
    afterFirstScreen(late);
    expect(late).toHaveBeenCalledTimes(1);
    noteFirstScreenCommitted();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(early).toHaveBeenCalledTimes(1);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('counts a first paint the browser has already reported, and marks the screen in a task of its own', async () => {
    const { afterFirstScreen, noteFirstScreenCommitted } = await freshModule();
    const reported = vi
      .spyOn(performance, 'getEntriesByName')
      .mockReturnValue([{ name: 'first-contentful-paint' } as PerformanceEntry]);
    const task = vi.fn();
    afterFirstScreen(task);
    noteFirstScreenCommitted();
    // Not in the task of the commit's effects: the readers' re-render would lengthen it.
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(1);
    reported.mockRestore();
  });
});
