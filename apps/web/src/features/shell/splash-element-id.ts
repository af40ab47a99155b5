/**
 * The splash's element id, in a module of its own because the layout (a server component) needs
 * the value for its <noscript> style, and values exported from a "use client" module reach
 * server components only as references.
 */
export const splashElementId = "app-splash";
