"use client";

import { useTranslations } from "next-intl";
import { Label, Radio, RadioGroup } from "react-aria-components";
import { BasketIcon, StoreIcon, TruckIcon } from "@/components/icons";
import type { Door } from "./doors";

type PublicDoor = Exclude<Door, "admin">;

interface DoorChoiceProps {
  value: PublicDoor;
  onChange: (door: PublicDoor) => void;
}

const options: { door: PublicDoor; Icon: typeof StoreIcon }[] = [
  { door: "customer", Icon: BasketIcon },
  { door: "shop", Icon: StoreIcon },
  { door: "driver", Icon: TruckIcon },
];

function isPublicDoor(value: unknown): value is PublicDoor {
  return options.some((option) => option.door === value);
}

/** "Customer" / "Shop" / "Driver": a segmented control that is a radio group to assistive technology. */
export function DoorChoice({ value, onChange }: DoorChoiceProps) {
  const t = useTranslations("accounts.signIn");
  return (
    <RadioGroup
      value={value}
      onChange={(door) => onChange(isPublicDoor(door) ? door : "customer")}
      orientation="horizontal"
      className="flex flex-col gap-2"
    >
      <Label className="text-sm font-semibold text-slate-800">{t("doorLabel")}</Label>
      <div className="grid grid-cols-3 gap-1 rounded-2xl bg-slate-100 p-1">
        {options.map(({ door, Icon }) => (
          <Radio
            key={door}
            value={door}
            className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-xl px-3 text-sm font-semibold text-slate-600 transition-colors hover:text-slate-900 data-[focus-visible]:outline-3 data-[focus-visible]:outline-primary-500 data-[selected]:bg-white data-[selected]:text-primary-800 data-[selected]:shadow-sm"
          >
            <Icon className="size-5" />
            {t(door)}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
