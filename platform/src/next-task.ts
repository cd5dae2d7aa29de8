/**
 * Resolves in a later task of the browser's event loop. Work that follows a script's evaluation (or any other
 * long step) awaits it first, so the two never make one long task together and the page can answer in between.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
