import { describe, expect, it } from "vitest";
import { adminSectionGroups, isCurrentAdminSection } from "./admin-sections";

const sections = adminSectionGroups.flatMap((group) => group.sections);
const current = (pathname: string) =>
  sections.filter((section) => isCurrentAdminSection(section, pathname)).map((s) => s.key);

describe("admin sections", () => {
  it("marks exactly one section current on each admin page", () => {
    expect(current("/admin")).toEqual(["dashboard"]);
    expect(current("/admin/people/12")).toEqual(["people"]);
    expect(current("/admin/support/3")).toEqual(["reports"]);
    expect(current("/admin/cash-requests")).toEqual(["cashRequests"]);
  });

  it("lists each path once", () => {
    const paths = sections.map((section) => section.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
