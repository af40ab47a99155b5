// What both wall checks (check-module-walls.mjs, check-web-walls.mjs) read the same way: the
// sources under a folder, and the circles in a "who uses whom" graph.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Every source under a directory whose name passes `isSource`, each `{ path, source }` with the
 * path relative to the directory and written with `/`.
 */
export function readSources(root, isSource) {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (isSource(entry.name)) {
        const relative = path.relative(root, full).split(path.sep).join("/");
        files.push({ path: relative, source: readFileSync(full, "utf8") });
      }
    }
  };
  walk(root);
  return files;
}

/**
 * The circles among the groups an import graph joins: `edges` are `{ file, target }`, `groupOf`
 * names the group a path belongs to (or null for none). Each circle is its members sorted, and
 * the circles come sorted by their first member.
 */
export function groupCircles(edges, groupOf) {
  const uses = new Map();
  for (const { file, target } of edges) {
    const from = groupOf(file);
    const to = groupOf(target);
    if (from === null || to === null || from === to) continue;
    uses.set(from, (uses.get(from) ?? new Set()).add(to));
  }
  // Tarjan's strongly connected components: each component of two or more is a circle.
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const circles = [];
  const visit = (name) => {
    index.set(name, index.size);
    low.set(name, index.get(name));
    stack.push(name);
    onStack.add(name);
    for (const next of uses.get(name) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(name, Math.min(low.get(name), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(name, Math.min(low.get(name), index.get(next)));
      }
    }
    if (low.get(name) !== index.get(name)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== name);
    if (component.length > 1) circles.push(component.sort());
  };
  for (const name of [...uses.keys()].sort()) if (!index.has(name)) visit(name);
  return circles.sort((a, b) => a[0].localeCompare(b[0]));
}
