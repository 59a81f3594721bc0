import { createContext } from "react";

/**
 * Where the browser's code starts: React Router's client entry (app/entry.client.tsx)
 * and the chunks it imports, from the build's manifest, plus the development
 * server's hot-reload runtime. entry.server.tsx provides it while prerendering.
 */
export type ClientEntry = { module: string; imports: string[]; hmrRuntime?: string };

export const ClientEntryContext = createContext<ClientEntry | null>(null);
