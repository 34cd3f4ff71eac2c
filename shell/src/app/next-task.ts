/** Resolves in a later task, so the browser may paint and handle input in between. */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));
