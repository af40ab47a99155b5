/** What other features use of desk: they import it from here, never from a file inside. */
export { ReportButton } from "./report-button";
export { CustomerReportEntry } from "./report-entry";
