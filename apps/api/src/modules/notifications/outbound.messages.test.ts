import { describe, expect, it } from "vitest";
import { templateTokens } from "./deliveries.send";
import { type OutboundFacts, outboundMessages } from "./outbound.messages";

const site = {
  url: "https://kesht.example/",
  smsStopLink: "https://kesht.example/sms-stop/t",
  emailStopLink: "https://kesht.example/email-stop/e",
};

function facts(overrides: Partial<OutboundFacts> = {}): OutboundFacts {
  return {
    id: 9,
    role: "customer",
    kind: "delivery_code",
    subjectId: 412,
    params: { code: 50731 },
    language: null,
    ...overrides,
  };
}

describe("outbound messages", () => {
  it("name their language in the push, so the browser lays it out right to left in Persian", () => {
    expect(outboundMessages(facts(), site).push).toMatchObject({
      language: "fa",
      title: "کشت",
      url: "/customer/orders/412",
      tag: "delivery_code:412",
    });
    expect(outboundMessages(facts({ language: "en" }), site).push).toMatchObject({
      language: "en",
      title: "Kesht",
    });
  });

  it("put the page's absolute link and the stop link in an SMS", () => {
    const sms = outboundMessages(facts({ language: "en" }), site).sms;
    expect(sms).toContain("https://kesht.example/customer/orders/412");
    expect(sms).toContain("Stop SMS: https://kesht.example/sms-stop/t");
  });

  it("open the one new load a driver is told of, or their list when there are several", () => {
    const load = (count: number) =>
      outboundMessages(
        facts({ role: "driver", kind: "new_loads", subjectId: 77, params: { count } }),
        site,
      );
    expect(load(1).push).toMatchObject({ url: "/driver/loading-requests/77" });
    expect(load(3).push).toMatchObject({ url: "/driver/home" });
    expect(load(3).sms).toContain("https://kesht.example/driver/home");
  });
});

describe("Kavenegar template tokens", () => {
  it("carry the order number and the delivery code where there is one, else the page", () => {
    expect(
      templateTokens({ subjectId: 412, params: { code: 50731 } }, "/customer/orders/412"),
    ).toEqual(["412", "50731"]);
    expect(templateTokens({ subjectId: 412, params: {} }, "/shop/orders/412")).toEqual([
      "412",
      "/shop/orders/412",
    ]);
  });
});
