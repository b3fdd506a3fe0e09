/**
 * The memory a Node process keeps after a full garbage collection, read through its inspector (the
 * process started with `--inspect=127.0.0.1:0`): unlike its resident size, which swings with the
 * collector's cycle, this is what a leak would raise.
 */
import WebSocket from 'ws';

/** The inspector's address, from what the process printed ("Debugger listening on ws://..."). */
export function inspectorAddress(output: string): string {
  const found = /Debugger listening on (ws:\/\/\S+)/.exec(output);
  if (!found) throw new Error(`the process was not started with --inspect:\n${output}`);
  return found[1];
}

function call(socket: WebSocket, id: number, method: string, params?: object): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const hear = (data: WebSocket.RawData) => {
      const message = JSON.parse(data.toString()) as { id?: number; result?: unknown; error?: { message: string } };
      if (message.id !== id) return;
      socket.off('message', hear);
      if (message.error) reject(new Error(`${method}: ${message.error.message}`));
      else resolve(message.result);
    };
    socket.on('message', hear);
    socket.send(JSON.stringify({ id, method, params }));
  });
}

/** JavaScript heap in use plus memory held outside it (Buffers), in MB, after a full collection. */
export async function retainedMb(address: string): Promise<number> {
  const socket = new WebSocket(address);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  try {
    await call(socket, 1, 'HeapProfiler.collectGarbage');
    const answer = (await call(socket, 2, 'Runtime.evaluate', {
      expression: 'JSON.stringify(process.memoryUsage())',
      returnByValue: true,
    })) as { result: { value: string } };
    const usage = JSON.parse(answer.result.value) as NodeJS.MemoryUsage;
    return (usage.heapUsed + usage.external) / 1024 / 1024;
  } finally {
    socket.close();
  }
}
