/** Resolves in a new task, so that the work before and after it are two tasks, not one. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
