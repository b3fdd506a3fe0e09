// Preloaded into the API process by tests/bench/idle-memory.ts (node --expose-gc --import): on
// SIGUSR2 it collects garbage and prints the process's memory as one JSON line on stderr.
process.on('SIGUSR2', () => {
  globalThis.gc?.();
  process.stderr.write(`heap-report ${JSON.stringify(process.memoryUsage())}\n`);
});
