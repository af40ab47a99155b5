"use client";

import { useEffect, useRef, useState } from "react";
import type { CountStepperProps } from "./count-stepper-look";
import { CountStepperStandIn, parseTypedAmount } from "./count-stepper-stand-in";
import { clampCount } from "./count-steps";

type Widget = typeof import("./count-stepper-widget").CountStepperWidget;

let widget: Widget | null = null;
let widgetLoading: Promise<Widget> | null = null;

/** React Aria's stepper, fetched once. */
function loadWidget(): Promise<Widget> {
  widgetLoading ??= import("./count-stepper-widget").then(
    (loaded) => {
      widget = loaded.CountStepperWidget;
      return loaded.CountStepperWidget;
    },
    (error: unknown) => {
      // Offline for a moment: the stand-in stays usable and the next focus tries again.
      widgetLoading = null;
      throw error;
    },
  );
  return widgetLoading;
}

/**
 * − amount + for a cart amount. React Aria's NumberField (~27 kB) is not part of the page's
 * first load (issue 15): the server draws a stand-in of the same look that already steps
 * (./count-stepper-stand-in.tsx), and the widget takes its place when the field is focused.
 * Not sooner: it formats its numbers with Intl, and a page's first Intl number format costs a
 * phone a long task (decision 047). Not on a press of − or +: a widget arriving between the
 * press's down and up would swallow it, and the stand-in steps as well. Focus and any amount
 * typed meanwhile carry over.
 */
export function CountStepper(props: CountStepperProps) {
  const [Loaded, setLoaded] = useState<Widget | null>(() => widget);
  // The field focused: load it; still focused on arrival: it takes the focus.
  const [isWanted, setWanted] = useState(false);
  const [autoFocus, setAutoFocus] = useState(false);
  const hasFocus = useRef(false);
  const typed = useRef<string | null>(null);
  const { value, onChange, step, max } = props;
  const latest = useRef({ value, onChange, step, max });
  latest.current = { value, onChange, step, max };

  useEffect(() => {
    if (Loaded || !isWanted) return;
    let live = true;
    loadWidget().then(
      (component) => {
        if (!live) return;
        // An amount typed in the stand-in counts, as leaving the field would count it.
        const amount = typed.current === null ? Number.NaN : parseTypedAmount(typed.current);
        const now = latest.current;
        if (Number.isFinite(amount)) {
          const valid = clampCount(amount, now.step, Math.max(now.step, now.max));
          if (valid !== now.value) now.onChange(valid);
        }
        setAutoFocus(hasFocus.current);
        setLoaded(() => component);
      },
      () => {
        // Offline for a moment: the stand-in stays, and the next focus tries again.
        if (live) setWanted(false);
      },
    );
    return () => {
      live = false;
    };
  }, [Loaded, isWanted]);

  if (Loaded) return <Loaded {...props} autoFocus={autoFocus} />;
  return (
    <CountStepperStandIn
      {...props}
      onFieldFocus={(focused) => {
        hasFocus.current = focused;
        if (focused) setWanted(true);
      }}
      onTypedText={(text) => {
        typed.current = text;
      }}
    />
  );
}
