// Who may talk to the studio's server. It binds to 127.0.0.1, but any web page the user
// opens can still send requests to it (an `<img>`, a form, `fetch` in no-cors mode, a
// websocket) and a DNS-rebinding page can name another host. So every request and every
// websocket upgrade must name this server in `Host`, and must not come from another origin:
// not by `Origin`, not by `Referer`, not by the browser's `Sec-Fetch-Site`. The one thing
// another site may do is open the studio's page in a tab (a top-level navigation); the page
// refuses to be framed.
import type { IncomingMessage } from 'node:http';

/** The host names and origins this server answers to on its port. */
export interface ServerIdentity {
  readonly hosts: ReadonlySet<string>;
  readonly origins: ReadonlySet<string>;
}

export function serverIdentity(port: number): ServerIdentity {
  const names = ['127.0.0.1', 'localhost'];
  return { hosts: new Set(names.map((n) => `${n}:${port}`)), origins: new Set(names.map((n) => `http://${n}:${port}`)) };
}

/** Why the request's `Host` is not this server's, or undefined. */
export function foreignHost(req: IncomingMessage, identity: ServerIdentity): string | undefined {
  return identity.hosts.has(req.headers.host ?? '') ? undefined : 'this server answers to 127.0.0.1 and localhost only';
}

/** Why the request comes from another site, or undefined when it comes from the studio's page (or from no page at all). */
export function foreignOrigin(req: IncomingMessage, identity: ServerIdentity): string | undefined {
  const origin = req.headers.origin;
  if (origin !== undefined && !identity.origins.has(origin)) return `requests from ${origin} are not accepted`;
  const referer = req.headers.referer;
  if (referer !== undefined) {
    let from: string;
    try {
      from = new URL(referer).origin;
    } catch {
      from = 'an address that is not valid';
    }
    if (!identity.origins.has(from)) return `requests from pages of ${from} are not accepted`;
  }
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return `requests from other sites (${site}) are not accepted`;
  return undefined;
}

/**
 * True for a browser opening one of the studio's pages in a tab: a GET that the browser marks
 * as a top-level document navigation, to an address of the page (no API, no dev-server route,
 * no file). Another site may link to the studio; it may not read or change anything through it.
 */
export function isPageNavigation(req: IncomingMessage, pathname: string): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (req.headers['sec-fetch-mode'] !== 'navigate' || req.headers['sec-fetch-dest'] !== 'document') return false;
  if (/^\/(?:api|@|__|node_modules)/.test(pathname)) return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !last.includes('.') || last === 'index.html';
}

/** Headers on every answer: not framed by other pages, not read by other origins, no guessing of types. */
export const guardHeaders: Readonly<Record<string, string>> = {
  'x-frame-options': 'DENY',
  'content-security-policy': "frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
};
