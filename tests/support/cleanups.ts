/** Work to undo after a file's tests (servers to stop, databases to drop), run last added first. */
import { afterAll } from 'vitest';

export function afterAllUndo(): (undo: () => Promise<void>) => void {
  const undos: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const undo of undos.splice(0).reverse()) await undo();
  });
  return (undo) => void undos.push(undo);
}
