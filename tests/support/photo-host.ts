import { createServer, type IncomingMessage } from "node:http";
import { createServer as createTlsServer } from "node:https";
import type { AddressInfo, Socket } from "node:net";
import { generate } from "selfsigned";
import { tinyPng } from "../support/tiny-png";

/** The one third-party host the site loads from (the tour's photos). */
const PHOTO_HOST = "images.unsplash.com";

export type PhotoHostMode = "answering" | "unreachable";

export type OutsideWorld = {
  /** host:port of the proxy both engines are started with. */
  address: string;
  port: number;
  /** Whether the photo host answers from now on ("unreachable" at start). */
  setPhotoHost(mode: PhotoHostMode): void;
  /** Every host the browsers tried to reach through the proxy. */
  attempts: string[];
  close(): Promise<void>;
};

/**
 * The browsers' only way out: an HTTP proxy on the loopback that never reaches the
 * internet. It answers the photo host itself (a TLS server with a self-signed
 * certificate, which the browsers are told to accept) when asked to, and refuses
 * everything else. WebDriver classic cannot intercept requests, but every driver
 * can set a proxy, so both engines get the photo host the same way, and a machine
 * that does have internet access still sees "unreachable" when a test wants it.
 */
export async function startOutsideWorld(
  /** What the photo host sends for a request: by default a tiny PNG. */
  photoFor: (url: URL) => Promise<{ type: string; body: Buffer }> = async () => ({
    type: "image/png",
    body: tinyPng(16, 10),
  }),
): Promise<OutsideWorld> {
  const attempts: string[] = [];
  let mode: PhotoHostMode = "unreachable";

  const pems = await generate([{ name: "commonName", value: PHOTO_HOST }], {
    keySize: 2048,
    algorithm: "sha256",
    extensions: [{ name: "subjectAltName", altNames: [{ type: 2, value: PHOTO_HOST }] }],
  });
  const photoHost = createTlsServer({ key: pems.private, cert: pems.cert }, (request, response) => {
    void photoFor(new URL(request.url ?? "/", `https://${PHOTO_HOST}`)).then(({ type, body }) => {
      response.writeHead(200, {
        "Content-Type": type,
        "Content-Length": body.length,
        "Access-Control-Allow-Origin": "*",
      });
      response.end(body);
    });
  });

  const proxy = createServer((request, response) => {
    // A plain-HTTP request for another origin: nothing here answers it.
    attempts.push(request.headers.host ?? request.url ?? "?");
    response.writeHead(502, { "Content-Type": "text/plain" }).end("Offline (test proxy)\n");
  });
  proxy.on("connect", (request: IncomingMessage, socket: Socket, head: Buffer) => {
    const target = request.url ?? "";
    attempts.push(target);
    socket.on("error", () => socket.destroy());
    if (mode !== "answering" || target !== `${PHOTO_HOST}:443`) {
      socket.end("HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\n\r\n");
      return;
    }
    socket.write("HTTP/1.1 200 Connection Established\r\n\r\n");
    if (head.length > 0) socket.unshift(head);
    photoHost.emit("connection", socket);
  });

  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    port,
    attempts,
    setPhotoHost(next) {
      mode = next;
    },
    async close() {
      proxy.closeAllConnections();
      photoHost.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
      await new Promise((resolve) => photoHost.close(resolve));
    },
  };
}
