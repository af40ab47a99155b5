/** What other features use of favourites: they import it from here, never from a file inside. */
export { FavouritesView } from "./favourites-page";
export { PriceHistoryChart } from "./price-history-chart";
export { ReminderButtons, type ReminderLabels } from "./reminder-buttons";
export { useReminderLabels } from "./reminder-labels";
