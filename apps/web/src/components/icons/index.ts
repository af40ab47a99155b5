/**
 * Every icon of the app, in one folder: inline strokes (24×24, currentColor), so no icon font
 * or sprite is downloaded. They are decorative: the control that holds one carries the name.
 */
export * from "./action-icons";
export * from "./navigation-icons";
export * from "./stroke-icon";
export * from "./thing-icons";
