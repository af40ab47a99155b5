import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A place the fake knows, named in both languages. */
interface KnownPlace {
  fa: { name: string; address: string };
  en: { name: string; address: string };
  lat: number;
  lon: number;
  countryCode: "ir" | "ae";
}

/** A few well-known places of Iran and the UAE, enough to find a street in a test. */
export const knownPlaces: readonly KnownPlace[] = [
  {
    fa: { name: "خیابان ولیعصر", address: "خیابان ولیعصر، تهران، استان تهران، ایران" },
    en: { name: "Valiasr Street", address: "Valiasr Street, Tehran, Tehran Province, Iran" },
    lat: 35.757,
    lon: 51.41,
    countryCode: "ir",
  },
  {
    fa: { name: "میدان آزادی", address: "میدان آزادی، تهران، استان تهران، ایران" },
    en: { name: "Azadi Square", address: "Azadi Square, Tehran, Tehran Province, Iran" },
    lat: 35.6997,
    lon: 51.338,
    countryCode: "ir",
  },
  {
    fa: { name: "باغ ارم", address: "باغ ارم، شیراز، استان فارس، ایران" },
    en: { name: "Eram Garden", address: "Eram Garden, Shiraz, Fars Province, Iran" },
    lat: 29.6357,
    lon: 52.5254,
    countryCode: "ir",
  },
  {
    fa: { name: "میدان نقش جهان", address: "میدان نقش جهان، اصفهان، استان اصفهان، ایران" },
    en: {
      name: "Naqsh-e Jahan Square",
      address: "Naqsh-e Jahan Square, Isfahan, Isfahan Province, Iran",
    },
    lat: 32.6575,
    lon: 51.6778,
    countryCode: "ir",
  },
  {
    fa: { name: "برج خلیفه", address: "برج خلیفه، دبی، امارات متحده عربی" },
    en: { name: "Burj Khalifa", address: "Burj Khalifa, Dubai, United Arab Emirates" },
    lat: 25.1972,
    lon: 55.2744,
    countryCode: "ae",
  },
];

export interface ReceivedSearch {
  path: string;
  query: Record<string, string>;
  userAgent: string | undefined;
}

type Answer = (call: ReceivedSearch, response: ServerResponse) => void;

/** Letters folded so "ولی‌عصر", "ولیعصر" and "Valiasr" each find their place. */
function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/ي/g, "ی")
    .replace(/ك/g, "ک")
    .replace(/[\u200c\u064b-\u065f-]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Searching for this answers as a server that is down, so end-to-end tests can see it. */
export const OUTAGE_SEARCH = "geocoder outage";

/**
 * Nominatim's answer to a search: known places whose names hold every word typed (or, for
 * OUTAGE_SEARCH, an HTTP 503).
 */
export const searchKnownPlaces: Answer = (call, response) => {
  if (fold(call.query.q ?? "") === OUTAGE_SEARCH) {
    response.writeHead(503, { "content-type": "text/plain" }).end("Service Unavailable");
    return;
  }
  const words = fold(call.query.q ?? "")
    .split(" ")
    .filter(Boolean);
  const countries = (call.query.countrycodes ?? "").split(",").filter(Boolean);
  const language = call.query["accept-language"] === "fa" ? "fa" : "en";
  const limit = Number(call.query.limit ?? 10);
  const found = knownPlaces
    .filter((place) => countries.length === 0 || countries.includes(place.countryCode))
    .filter((place) => {
      const haystack = fold(`${place.fa.address} ${place.en.address}`);
      return words.length > 0 && words.every((word) => haystack.includes(word));
    })
    .slice(0, limit)
    .map((place, index) => ({
      place_id: 1000 + index,
      lat: String(place.lat),
      lon: String(place.lon),
      category: "highway",
      type: "primary",
      name: place[language].name,
      display_name: place[language].address,
      address: { country_code: place.countryCode },
    }));
  response.writeHead(200, { "content-type": "application/json; charset=utf-8" });
  response.end(JSON.stringify(found));
};

/**
 * A stand-in for a Nominatim server on 127.0.0.1 (a random port unless one is given), for
 * tests and offline development: records every search and answers from `knownPlaces`, or with
 * whatever `answer` a test sets. `/status` answers "OK", as Nominatim's does.
 */
export async function startFakeNominatim(port = 0) {
  const calls: ReceivedSearch[] = [];
  let answer: Answer = searchKnownPlaces;

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? "/", "http://fake-nominatim");
    if (url.pathname === "/status") {
      response.writeHead(200, { "content-type": "text/plain" });
      response.end("OK");
      return;
    }
    const call: ReceivedSearch = {
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      userAgent: request.headers["user-agent"],
    };
    calls.push(call);
    if (url.pathname !== "/search") {
      response.writeHead(404).end();
      return;
    }
    answer(call, response);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: listening } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${listening}`,
    calls,
    answerWith(next: Answer) {
      answer = next;
    },
    reset() {
      calls.length = 0;
      answer = searchKnownPlaces;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
