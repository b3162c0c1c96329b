import cluster, { type Worker } from 'node:cluster';

/**
 * The API processes of one machine (API_PROCESSES > 1) and the cluster's primary: what the processes learn from it (the
 * primary knows which processes listen; an API process knows only what the primary told it), and the connections it
 * hands them.
 */

/** The primary's word to an API process: every API process of the machine has listened. */
const ALL_LISTENING = 'hive:all-listening';

/** What an API process knows of its machine's processes, for `/health` and `/ready`. */
export type ApiProcesses = {
  /** This process's number in the cluster (1, 2, …; a process started again takes the next one). */
  process: number;
  /** Whether the primary has said that every API process listens. */
  allListening: () => boolean;
};

/**
 * In an API process: listens for the primary's word. Called before the process listens, so that the word, which the
 * primary sends only once this process listens, is never missed.
 */
export function apiProcesses(): ApiProcesses {
  let allListening = false;
  process.on('message', (message: { type?: string }) => {
    if (message?.type === ALL_LISTENING) allListening = true;
  });
  return { process: cluster.worker!.id, allListening: () => allListening };
}

/**
 * In the primary: counts the API processes that listen. Once all `wanted` have listened, it tells each of them, and
 * tells each one started again afterwards as soon as it listens: `/ready` is 503 in every API process until the
 * machine has started whole, and a balancer that reads it sends nothing to a machine whose first process alone
 * listens. After that, one that dies and is started again does not turn its siblings' `/ready` to 503: they answer
 * everything meanwhile, and the new one is handed connections only once it listens.
 * Resolves with the port once all have listened.
 */
export function countListening(wanted: number): Promise<number> {
  const listening = new Set<number>();
  let started = false;
  const tell = (worker: Worker) => {
    // A process that has died meanwhile hears nothing; its replacement is told when it listens.
    if (worker.isConnected()) worker.send({ type: ALL_LISTENING }, () => {});
  };
  return new Promise((resolve) => {
    cluster.on('exit', (worker) => listening.delete(worker.id));
    cluster.on('listening', (worker, address) => {
      listening.add(worker.id);
      if (started) return tell(worker);
      if (listening.size < wanted) return;
      started = true;
      for (const each of Object.values(cluster.workers ?? {})) if (each && listening.has(each.id)) tell(each);
      resolve(address.port);
    });
  });
}

type Handle = { close: () => void };
type ClusterMessage = { cmd?: string; act?: string; seq?: number; ack?: number };

/**
 * The connection the primary is handing to a process that dies meanwhile is closed. Node's primary keeps its own copy
 * of a connection until the process answers that it took it; from a process killed before it answers (SIGKILL, out of
 * memory) no answer comes, and the client would wait for minutes (a balancer for its whole read timeout) on a
 * connection nobody serves. Closed here, the client sees it drop at once, as with the other connections of that process.
 * Node's cluster offers no way to do this in its API: the handing is read from its own messages to the process (`newconn`,
 * answered by `ack`, as Node 20 sends them). Should a Node version hand connections otherwise, nothing is closed here
 * and the kill under load in `test/processes.test.ts` fails on the request left hanging.
 */
export function closeHandedConnectionsOnExit(worker: Worker): void {
  const child = worker.process;
  const handing = new Map<number, Handle>();
  const send = child.send;
  child.send = function (this: typeof child, message: unknown, handle?: unknown, ...rest: unknown[]) {
    const sent = message as ClusterMessage;
    if (sent?.cmd === 'NODE_CLUSTER' && sent.act === 'newconn' && sent.seq !== undefined && handle)
      handing.set(sent.seq, handle as Handle);
    return (send as (...args: unknown[]) => boolean).call(this, message, handle, ...rest);
  } as typeof child.send;
  child.on('internalMessage', (message: ClusterMessage) => {
    if (message?.cmd === 'NODE_CLUSTER' && message.ack !== undefined) handing.delete(message.ack);
  });
  child.once('exit', () => {
    for (const handle of handing.values()) handle.close();
    handing.clear();
  });
}
