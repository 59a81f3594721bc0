// @ts-check
/** Production server: `npm start` (or `npm run serve` on an existing build). */
import { createServer } from "node:http";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createHandler } from "./app.js";

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "localhost";
const buildDir = process.env.BUILD_DIR
  ? resolve(process.env.BUILD_DIR)
  : fileURLToPath(new URL("../build", import.meta.url));

const server = createServer(createHandler({ buildDir }));

// Malformed request lines, oversized headers and the like: answer 4xx, never crash.
server.on("clientError", (error, socket) => {
  if (!socket.writable) return socket.destroy();
  const code = /** @type {{ code?: string }} */ (error).code;
  const status =
    code === "HPE_HEADER_OVERFLOW" ? "431 Request Header Fields Too Large" : "400 Bad Request";
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
});

server.listen(port, host, () => {
  console.log(`Nova Academy is served on http://${host}:${port}`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
