export * from "./digits";
export * from "./envelope";
export * from "./errors";
export * from "./health";
export * from "./query";
export * from "./rates";
export * from "./reference";
export * from "./validation";
