import type { ReactNode } from "react";

/**
 * The `<bdi>` tag of messages that name a shop or a person in a sentence ("Products of
 * <bdi>{name}</bdi>"): the name keeps its own direction, Persian in English and Latin in
 * Persian alike. Pass it to `t.rich` as `{ bdi }`.
 */
export function bdi(chunks: ReactNode) {
  return <bdi>{chunks}</bdi>;
}
