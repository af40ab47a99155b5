/** What other features use of addresses: they import it from here, never from a file inside. */
export { positiveId } from "./address-page-params";
export { useAddresses } from "./address-queries";
export { placeLine, streetLine } from "./address-text";
