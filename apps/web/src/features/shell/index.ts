/** What other features use of shell: they import it from here, never from a file inside. */
export { useShellSession } from "./use-shell-session";
