/** What other features use of drivers: they import it from here, never from a file inside. */
export { useDriverProfile } from "./driver-queries";
