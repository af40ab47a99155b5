"use client";

import { type Place, placesQuerySchema } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { secondaryButton } from "@/components/button-styles";
import { validationText } from "@/components/form/validation-text";
import { SearchIcon, Spinner } from "@/components/icons";
import { request } from "@/lib/api";

/** The same street searched again in one visit is answered from the cache. */
const PLACE_CACHE_MS = 60 * 60 * 1000;

type SearchState =
  | { status: "idle" }
  | { status: "searching" }
  | { status: "found"; places: Place[]; text: string }
  /** The request layer has already said why (a toast in the reader's language). */
  | { status: "failed" };

/**
 * "Find a street or place": the text goes to GET /geo/places when the person asks (Enter or the
 * button, never on each keystroke: the geocoder's public server forbids autocomplete), and
 * choosing a result moves the pin there. It sits inside the page's form, so it is not a form
 * itself: Enter searches instead of sending the address.
 */
export function PlaceSearch({ onPick }: { onPick: (place: Place) => void }) {
  const t = useTranslations("shop.map.placeSearch");
  const language = useLocale();
  const id = useId();
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  const [state, setState] = useState<SearchState>({ status: "idle" });
  const [announcement, setAnnouncement] = useState("");

  async function search() {
    if (state.status === "searching") return;
    const checked = placesQuerySchema.shape.search.safeParse(text);
    if (!checked.success) {
      setProblem(validationText(checked.error.issues[0]?.message, language));
      return;
    }
    setProblem(undefined);
    setState({ status: "searching" });
    setAnnouncement("");
    const envelope = await request<Place[]>({
      method: "GET",
      path: "/geo/places",
      payload: { search: checked.data, lang: language },
      readCache: true,
      cacheTime: PLACE_CACHE_MS,
    });
    if (!envelope) {
      setState({ status: "failed" });
      return;
    }
    setState({ status: "found", places: envelope.data, text: checked.data });
    setAnnouncement(
      envelope.data.length === 0
        ? t("noResults", { text: checked.data })
        : t("resultCount", { count: envelope.data.length }),
    );
  }

  function choose(place: Place) {
    onPick(place);
    setState({ status: "idle" });
    setAnnouncement(t("moved", { name: place.name }));
  }

  const isSearching = state.status === "searching";
  return (
    <search aria-labelledby={`${id}-label`} className="flex flex-col gap-2">
      <label
        id={`${id}-label`}
        htmlFor={`${id}-input`}
        className="text-sm font-medium text-slate-800"
      >
        {t("label")}
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-input`}
          type="search"
          dir="auto"
          enterKeyHint="search"
          autoComplete="off"
          value={text}
          placeholder={t("placeholder")}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            void search();
          }}
          className={`min-h-11 min-w-0 flex-1 rounded-xl border bg-white px-3 text-start ${
            problem ? "border-red-400" : "border-slate-300"
          }`}
        />
        <button
          type="button"
          onClick={() => void search()}
          disabled={isSearching}
          className={`${secondaryButton} shrink-0 px-4`}
        >
          {isSearching ? <Spinner /> : <SearchIcon className="size-5" />}
          {t("button")}
        </button>
      </div>
      {problem ? (
        <p id={`${id}-problem`} className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}

      {state.status === "found" && state.places.length > 0 ? (
        <ul
          aria-label={t("results")}
          className="flex max-h-64 flex-col divide-y divide-slate-200 overflow-y-auto rounded-xl border border-slate-200 bg-white"
        >
          {state.places.map((place) => (
            <li key={`${place.latitude},${place.longitude},${place.name}`}>
              <button
                type="button"
                onClick={() => choose(place)}
                className="flex min-h-11 w-full flex-col items-start px-3 py-2 text-start hover:bg-slate-50"
              >
                <bdi className="font-semibold text-slate-900">{place.name}</bdi>
                <bdi className="text-sm text-slate-600">{place.address}</bdi>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {/* One live region: "nothing found" is shown; the other news is for screen readers only. */}
      <p
        aria-live="polite"
        className={
          state.status === "found" && state.places.length === 0
            ? "text-sm text-slate-700"
            : "sr-only"
        }
      >
        {announcement}
      </p>
    </search>
  );
}
