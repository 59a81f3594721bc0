import { Agent, createServer, request, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type SiteFront = {
  /** The site as seen through this front: http://localhost:<its own port>. */
  origin: string;
  /** The paths of every request for the page's code held so far, oldest first. */
  held: string[];
  /** Drops every held request and stops. */
  close(): Promise<void>;
};

/**
 * Where the page's code starts: the client entry, which imports the rest and runs the
 * islands. Without it nothing of the code runs, whatever else arrives.
 */
const CODE = /\/entry\.client-[\w-]+\.js$/;

/**
 * The site with its code on a network that never delivers it: a reverse proxy on a
 * loopback port of its own that passes every request to the site's server, except
 * those for the page's code (its entry), which it holds unanswered until the suite
 * ends. Only that one: the page also fetches its other chunks ahead, and a held
 * request holds one of the engine's few connections to the site, so holding them all
 * would leave none for the next page.
 *
 * Why not the test proxy of tests/support/photo-host.ts: both engines reach the site directly
 * (loopback addresses are never proxied), so that proxy never sees its requests.
 * Why not each engine's own interception: classic WebDriver (WebKitGTK's driver) has
 * none, and Firefox's (WebDriver BiDi) would give the two engines different faults.
 * This one is the same for both; the site is the same build on the same server, on
 * a second origin that is just as trustworthy (localhost), with the same headers.
 */
export async function startSiteFront(site: string): Promise<SiteFront> {
  const target = new URL(site);
  const agent = new Agent({ keepAlive: true });
  const held: string[] = [];
  const waiting = new Set<ServerResponse>();

  const front = createServer((incoming, outgoing) => {
    const path = incoming.url ?? "/";
    if (CODE.test(new URL(path, site).pathname)) {
      held.push(path);
      waiting.add(outgoing);
      outgoing.on("close", () => waiting.delete(outgoing));
      return;
    }
    const forwarded = request(
      site,
      {
        agent,
        path,
        method: incoming.method,
        headers: { ...incoming.headers, host: target.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on("error", () => outgoing.destroy());
    incoming.pipe(forwarded);
  });

  await new Promise<void>((resolve) => front.listen(0, target.hostname, resolve));
  const { port } = front.address() as AddressInfo;
  return {
    origin: `${target.protocol}//${target.hostname}:${port}`,
    held,
    async close() {
      for (const response of waiting) response.destroy();
      front.closeAllConnections();
      agent.destroy();
      await new Promise((resolve) => front.close(resolve));
    },
  };
}
