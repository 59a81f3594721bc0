// @ts-check
import { Server } from "node:net";

/** How long a stop may take: a second under the 10 s that `docker stop` waits before it kills. */
const SHUTDOWN_DEADLINE_MS = 9_000;

/**
 * A stop for the server that a deploy wants: no new connections, every response
 * already under way sent to its end, idle keep-alive connections closed at once,
 * and whatever is still open cut at the deadline.
 *
 * Not `server.close()`: since Node 19 it also destroys every connection whose
 * response was handed to `end()` but still sits in the socket's buffer, which cuts
 * a large file short for a slow client. net's own close stops accepting and leaves
 * the connections alone; each is then ended, which sends what is buffered first.
 * @param {import("node:http").Server} server call before it listens
 * @returns {(deadline?: number) => Promise<void>} resolves once every connection is closed
 */
export function gracefulStop(server) {
  /** @type {Set<import("node:net").Socket>} */
  const sockets = new Set();
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  return (deadline = SHUTDOWN_DEADLINE_MS) =>
    new Promise((resolve) => {
      const timer = setTimeout(() => {
        for (const socket of sockets) socket.destroy();
      }, deadline);
      Server.prototype.close.call(server, () => {
        clearTimeout(timer);
        resolve();
      });
      for (const socket of sockets) socket.end();
    });
}
