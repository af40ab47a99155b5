import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * The page's Content-Security-Policy. Scripts run only when they carry this request's nonce,
 * and what such a script loads in turn ('strict-dynamic': Next's chunks, loaded by its
 * runtime); 'self' is the fallback for browsers without 'strict-dynamic'. Inline scripts an
 * attacker manages to inject carry no nonce and do not run. Workers (the "I'm not a robot"
 * solver, the service worker) come from the site itself or a blob it made. Development adds
 * 'unsafe-eval', which React's development build needs for its debugging aids.
 */
export function contentSecurityPolicy(nonce: string, dev: boolean): string {
  return [
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * Gives a request its own nonce: the policy goes on the answer, and on the request too, where
 * Next reads the nonce and puts it on every script it renders. The API's answers (proxied)
 * carry the API's own policy; Next's hashed static files need none.
 */
export function applyContentSecurityPolicy(
  request: IncomingMessage,
  response: ServerResponse,
  dev: boolean,
) {
  const policy = contentSecurityPolicy(randomBytes(16).toString("base64"), dev);
  request.headers["content-security-policy"] = policy;
  response.setHeader("content-security-policy", policy);
}
