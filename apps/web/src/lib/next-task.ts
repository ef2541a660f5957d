/**
 * Resolves in a new task: what runs after it is not part of the task running now. Work after the first paint
 * is cut into such tasks so that none is long on a slow phone's CPU (decision record 0039).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
